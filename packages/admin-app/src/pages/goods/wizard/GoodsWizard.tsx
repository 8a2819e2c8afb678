import { ArrowLeftOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Form, Result, Space, Spin, Steps } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useModuleHttp } from "../../../components/module/ModuleHttpContext";
import { isLanguage, type Language } from "../../../i18n/languages";
import { createGoodsApi, type GoodsApi } from "../goodsApi";
import { useGoodsTranslation } from "../goodsTexts";
import { GoodsWizardSteps } from "./GoodsWizardSteps";
import type { GoodsFormValues } from "./goodsForm";
import { useGoodsWizardLoad } from "./useGoodsWizardLoad";
import { useGoodsWizardSave } from "./useGoodsWizardSave";

// Other files (and the tests) import the variant check from here.
export { checkVariants } from "./checkVariants";

/** What the wizard opens; without `name` the title takes the loaded product's (a reloaded tab). */
export type WizardMode = { kind: "add" } | { kind: "edit" | "copy"; id: number; name?: string };

export interface GoodsWizardProps {
  mode: WizardMode;
  /** After a save (true) or the back link (false). */
  onClose(saved: boolean): void;
  /** The title once what it opens is loaded. */
  onTitle?(title: string): void;
}

const STEP_KEYS = ["basic", "specs", "details", "logistics", "marketing", "other"] as const;
const LAST = STEP_KEYS.length - 1;

/**
 * The add / edit / copy wizard (reference section 2): six steps whose titles jump straight to
 * them, all kept mounted so 保存 checks every step and opens the first one with a problem. Copy
 * loads a product and saves it as a new one (no id, no SKU ids). The server checks everything
 * again; its refusals appear under the fields they name.
 */
export function GoodsWizard({ mode, onClose, onTitle }: GoodsWizardProps) {
  const { t, i18n } = useGoodsTranslation();
  const locale: Language = isLanguage(i18n.language) ? i18n.language : "zh-cn";
  const http = useModuleHttp();
  const api = useMemo(() => createGoodsApi(http), [http]);
  const [form] = Form.useForm<GoodsFormValues>();
  const [step, setStep] = useState(0);
  const { ready, initial, sku, setSku, categories, templates } = useGoodsWizardLoad(api, mode);
  const saving = useGoodsWizardSave({ api, mode, form, sku, locale, setStep, onClose });
  const { generalError, setGeneralError, setVariantErrors } = saving;

  const title =
    mode.kind === "add"
      ? t("goods.wizard.addTitle")
      : t(mode.kind === "edit" ? "goods.wizard.editTitle" : "goods.wizard.copyTitle", {
          name: mode.name ?? initial.name,
        });
  // Its route names its tab after it (添加商品 / 编辑:<name>) once the product is loaded.
  useEffect(() => {
    if (ready === "ready") onTitle?.(title);
  }, [ready, title, onTitle]);

  if (ready === "failed") {
    return (
      <Result
        status="warning"
        title={t("goods.wizard.loadFailed")}
        extra={<Button onClick={() => onClose(false)}>{t("goods.wizard.back")}</Button>}
      />
    );
  }

  return (
    // A region named by its title (the page's landmark; the list's filter has boxes of the same labels).
    <section aria-label={title}>
      <Card
        title={
          <Space>
            <Button
              type="link"
              icon={<ArrowLeftOutlined />}
              onClick={() => onClose(false)}
              style={{ paddingLeft: 0 }}
            >
              {t("goods.wizard.back")}
            </Button>
            <span>{title}</span>
          </Space>
        }
      >
        {saving.noticeHolder}
        {ready === "loading" ? (
          <Spin />
        ) : (
          <>
            <Steps
              current={step}
              onChange={setStep}
              labelPlacement="vertical"
              items={STEP_KEYS.map((key) => ({ title: t(`goods.wizard.steps.${key}`) }))}
              style={{ marginBottom: 24 }}
            />
            {generalError ? (
              <Alert
                type="error"
                showIcon
                title={generalError}
                style={{ marginBottom: 16 }}
                role="alert"
              />
            ) : null}
            <GoodsWizardSteps
              form={form}
              initial={initial}
              step={step}
              categories={categories}
              templates={templates}
              spec={{
                api,
                locale,
                sku,
                onSkuChange: (next) => {
                  setSku(next);
                  setVariantErrors([]);
                },
                variantErrors: saving.variantErrors,
              }}
              onValuesChange={() => setGeneralError(undefined)}
            />
            <Space style={{ display: "flex", justifyContent: "center", marginTop: 16 }}>
              {step > 0 ? (
                <Button onClick={() => setStep(step - 1)}>{t("goods.wizard.prev")}</Button>
              ) : null}
              {step !== LAST ? (
                <Button onClick={() => setStep(step + 1)}>{t("goods.wizard.next")}</Button>
              ) : null}
              <Button type="primary" loading={saving.saving} onClick={saving.save}>
                {t("goods.wizard.save")}
              </Button>
            </Space>
          </>
        )}
      </Card>
    </section>
  );
}

export type { GoodsApi };
