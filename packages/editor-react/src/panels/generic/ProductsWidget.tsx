import { lazy, Suspense, useState } from "react";
import type { ProductItem } from "../../pickers/sources";
import { useEditorUi } from "../../workbench/editor-context";
import type { WidgetProps } from "./widget-props";

const ProductPicker = lazy(() =>
  import("../../pickers/ProductPicker").then((m) => ({ default: m.ProductPicker })),
);

// Stored records may hold ids and types as strings (the original mixed "2" and 2).
const sameProduct = (a: Partial<ProductItem>, b: ProductItem) =>
  String(a.id) === String(b.id) && String(a.type) === String(b.type);

/**
 * Products chosen with the product picker through the host's ProductSource. A product already in
 * the list keeps its stored record (with the original's extra keys); new ones are added as the
 * picker gives them.
 */
export function ProductsWidget(props: WidgetProps) {
  const { t, productSource } = useEditorUi();
  const [open, setOpen] = useState(false);
  const items = (Array.isArray(props.value) ? props.value : []) as Partial<ProductItem>[];
  const chosen = items
    .filter((item) => item.id !== undefined && item.type !== undefined)
    .map((item) => ({ ...item, type: Number(item.type) }) as ProductItem);
  const confirm = (picked: ProductItem[]) => {
    props.onChange(picked.map((p) => items.find((item) => sameProduct(item, p)) ?? p));
    setOpen(false);
  };
  return (
    <fieldset className="vt-group">
      <legend>{props.label}</legend>
      <ul className="vt-list-plain vt-mb-sm">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: stored products may lack ids
          <li key={index} className="vt-field__row">
            <span className="vt-grow">{String(item.name ?? "")}</span>
            <button
              type="button"
              aria-label={`${t("picker.product.remove")} ${String(item.name ?? index + 1)}`}
              onClick={() => props.onChange(items.filter((_, i) => i !== index))}
            >
              {t("picker.product.remove")}
            </button>
          </li>
        ))}
      </ul>
      {productSource ? (
        <button type="button" onClick={() => setOpen(true)}>
          {t("picker.product.title")}
        </button>
      ) : (
        <p className="vt-muted">{t("picker.product.noSource")}</p>
      )}
      {props.error && (
        <div role="alert" className="vt-field__error">
          {props.error}
        </div>
      )}
      {open && productSource && (
        <Suspense fallback={null}>
          <ProductPicker
            source={productSource}
            value={chosen}
            onConfirm={confirm}
            onCancel={() => setOpen(false)}
          />
        </Suspense>
      )}
    </fieldset>
  );
}
