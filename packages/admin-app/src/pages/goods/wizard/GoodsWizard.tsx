import { ArrowLeftOutlined } from "@ant-design/icons";
import { validateSkuRows } from "@vitrine/sku";
import type { SkuEditorValue } from "@vitrine/sku/react";
import { Alert, Button, Card, Form, message, Result, Space, Spin, Steps } from "antd";
import { useEffect, useMemo, useState } from "react";
import { fieldErrorsFrom } from "../../../components/module/fieldErrors";
import { useModuleHttp } from "../../../components/module/ModuleHttpContext";
import { isLanguage, type Language } from "../../../i18n/languages";
import {
  type CategoryNode,
  createGoodsApi,
  type FreightTemplateRow,
  type GoodsApi,
} from "../goodsApi";
import { useGoodsTranslation } from "../goodsTexts";
import { BasicStep } from "./BasicStep";
import {
  defaultFormValues,
  EMPTY_SKU,
  FIELD_STEP,
  fromDetail,
  type GoodsFormValues,
  placeServerError,
  resolveSpecs,
  toPayload,
} from "./goodsForm";
import { DetailsStep, LogisticsStep, MarketingStep, SeoStep } from "./OtherSteps";
import { variantMarginProblems } from "./rules";
import { SpecStep } from "./SpecStep";

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
  const [notice, noticeHolder] = message.useMessage();
  const [step, setStep] = useState(0);
  const [ready, setReady] = useState<"loading" | "ready" | "failed">("loading");
  const [initial, setInitial] = useState<GoodsFormValues>(() => defaultFormValues());
  const [sku, setSku] = useState<SkuEditorValue>(EMPTY_SKU);
  const [variantErrors, setVariantErrors] = useState<string[]>([]);
  const [generalError, setGeneralError] = useState<string>();
  const [saving, setSaving] = useState(false);
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

  async function save() {
    setGeneralError(undefined);
    setVariantErrors([]);
    let values: GoodsFormValues;
    try {
      await form.validateFields();
      values = form.getFieldsValue(true) as GoodsFormValues;
    } catch (failure) {
      openFirstError(failure);
      notice.error(t("goods.wizard.fixErrors"));
      return;
    }
    const multi = values.specMode === 2;
    if (multi) {
      const problems = checkVariants(sku, locale, t("goods.field.variantsRequired"));
      if (problems.length > 0) {
        setVariantErrors(problems);
        setStep(1);
        return;
      }
    }
    setSaving(true);
    try {
      const resolved = multi ? await resolveSpecs(sku, api.ensureSpec) : null;
      const id = mode.kind === "edit" ? mode.id : undefined;
      await api.save(toPayload(values, resolved, id));
      // The list, shown again, says it was saved (this wizard is gone with its notices).
      onClose(true);
    } catch (failure) {
      showRefusal(failure, values);
    } finally {
      setSaving(false);
    }
  }

  function openFirstError(failure: unknown) {
    const fields = (failure as { errorFields?: Array<{ name: (string | number)[] }> }).errorFields;
    const first = fields?.[0]?.name[0];
    if (typeof first === "string" && first in FIELD_STEP) setStep(FIELD_STEP[first] ?? 0);
  }

  function showRefusal(failure: unknown, values: GoodsFormValues) {
    const errors = fieldErrorsFrom(failure, []);
    if (errors.length === 0) {
      setGeneralError(failure instanceof Error ? failure.message : String(failure));
      return;
    }
    const byField = new Map<keyof GoodsFormValues, string[]>();
    const variants: string[] = [];
    const general: string[] = [];
    let firstStep: number | undefined;
    for (const error of errors) {
      const place = placeServerError(error, values.specMode, values.videoSource);
      if ("field" in place) {
        byField.set(place.field, [...(byField.get(place.field) ?? []), error.message]);
        firstStep ??= FIELD_STEP[place.field];
      } else if ("variants" in place) {
        variants.push(error.message);
        firstStep ??= 1;
      } else general.push(error.message);
    }
    form.setFields([...byField].map(([name, messages]) => ({ name, errors: messages })));
    setVariantErrors(variants);
    if (general.length) setGeneralError(general.join("；"));
    if (firstStep !== undefined) setStep(firstStep);
  }

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
        {noticeHolder}
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
            <Form
              // Its own prefix (goodsWizard_name): the list's filter form keeps its ids too.
              name="goodsWizard"
              form={form}
              initialValues={initial}
              labelCol={{ flex: "140px" }}
              wrapperCol={{ flex: 1 }}
              // Changing a field clears the server's message under it.
              onValuesChange={() => setGeneralError(undefined)}
            >
              <StepPane active={step === 0}>
                <BasicStep categories={categories} />
              </StepPane>
              <StepPane active={step === 1}>
                <SpecStep
                  api={api}
                  locale={locale}
                  sku={sku}
                  onSkuChange={(next) => {
                    setSku(next);
                    setVariantErrors([]);
                  }}
                  variantErrors={variantErrors}
                />
              </StepPane>
              <StepPane active={step === 2}>
                <DetailsStep />
              </StepPane>
              <StepPane active={step === 3}>
                <LogisticsStep templates={templates} />
              </StepPane>
              <StepPane active={step === 4}>
                <MarketingStep />
              </StepPane>
              <StepPane active={step === 5}>
                <SeoStep />
              </StepPane>
            </Form>
            <Space style={{ display: "flex", justifyContent: "center", marginTop: 16 }}>
              {step > 0 ? (
                <Button onClick={() => setStep(step - 1)}>{t("goods.wizard.prev")}</Button>
              ) : null}
              {step !== LAST ? (
                <Button onClick={() => setStep(step + 1)}>{t("goods.wizard.next")}</Button>
              ) : null}
              <Button type="primary" loading={saving} onClick={save}>
                {t("goods.wizard.save")}
              </Button>
            </Space>
          </>
        )}
      </Card>
    </section>
  );
}

/** Every step stays mounted (its values, the SKU editor's state); only the current one shows. */
function StepPane({ active, children }: { active: boolean; children: React.ReactNode }) {
  return <div style={active ? undefined : { display: "none" }}>{children}</div>;
}

/**
 * The client's check of the variant table: some combination, every cell a valid number, and
 * cost ≤ price ≤ original price in each row.
 */
export function checkVariants(
  sku: SkuEditorValue,
  locale: Language,
  noRowsMessage: string,
): string[] {
  if (sku.rows.length === 0) return [noRowsMessage];
  const problems = validateSkuRows(sku.rows, locale).map(
    (problem) => `${problem.data_title}: ${problem.errors.map((e) => e.message).join("，")}`,
  );
  // Rows whose numbers read are held to the contract's margin rule, as the server holds them.
  return problems.length > 0 ? problems : variantMarginProblems(sku.rows, locale);
}

function ignore() {}

export type { GoodsApi };
