import type { SkuEditorValue } from "@vitrine/sku/react";
import { useEffect, useState } from "react";
import type { CategoryNode, FreightTemplateRow, GoodsApi } from "../goodsApi";
import type { WizardMode } from "./GoodsWizard";
import { defaultFormValues, EMPTY_SKU, fromDetail, type GoodsFormValues } from "./goodsForm";

/**
 * What the wizard opens with: the categories and freight templates to choose from, and the form's
 * first values and variants (a new product's defaults, or the product edited or copied).
 */
export function useGoodsWizardLoad(api: GoodsApi, mode: WizardMode) {
  const [ready, setReady] = useState<"loading" | "ready" | "failed">("loading");
  const [initial, setInitial] = useState<GoodsFormValues>(() => defaultFormValues());
  const [sku, setSku] = useState<SkuEditorValue>(EMPTY_SKU);
  const [categories, setCategories] = useState<CategoryNode[]>([]);
  const [templates, setTemplates] = useState<FreightTemplateRow[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the mode is fixed for one wizard (keyed by its caller).
  useEffect(() => {
    let live = true;
    api.categories().then((tree) => live && setCategories(tree), ignore);
    api.freightTemplates().then((rows) => live && setTemplates(rows), ignore);
    const loading =
      mode.kind === "add"
        ? api.settings().then(
            (settings) => ({ values: defaultFormValues(settings.defaultUnit), sku: EMPTY_SKU }),
            () => ({ values: defaultFormValues(), sku: EMPTY_SKU }),
          )
        : api.detail(mode.id).then(fromDetail);
    loading.then(
      (loaded) => {
        if (!live) return;
        setInitial(loaded.values);
        setSku(loaded.sku);
        setReady("ready");
      },
      () => live && setReady("failed"),
    );
    return () => {
      live = false;
    };
  }, [api]);

  return { ready, initial, sku, setSku, categories, templates };
}

function ignore() {}
