import type { SkuEditorValue } from "@vitrine/sku/react";
import { type FormInstance, message } from "antd";
import { useState } from "react";
import { fieldErrorsFrom } from "../../../components/module/fieldErrors";
import type { Language } from "../../../i18n/languages";
import type { GoodsApi } from "../goodsApi";
import { useGoodsTranslation } from "../goodsTexts";
import { checkVariants } from "./checkVariants";
import type { WizardMode } from "./GoodsWizard";
import {
  FIELD_STEP,
  type GoodsFormValues,
  placeServerError,
  resolveSpecs,
  toPayload,
} from "./goodsForm";

export interface GoodsWizardSaveOptions {
  api: GoodsApi;
  mode: WizardMode;
  form: FormInstance<GoodsFormValues>;
  sku: SkuEditorValue;
  locale: Language;
  /** Opens the step with the first problem. */
  setStep(step: number): void;
  onClose(saved: boolean): void;
}

/**
 * 保存: checks every step and the variants, saves, and places the server's refusals under the
 * fields they name (the variants' under the table, the rest in the wizard's alert).
 */
export function useGoodsWizardSave({
  api,
  mode,
  form,
  sku,
  locale,
  setStep,
  onClose,
}: GoodsWizardSaveOptions) {
  const { t } = useGoodsTranslation();
  const [notice, noticeHolder] = message.useMessage();
  const [variantErrors, setVariantErrors] = useState<string[]>([]);
  const [generalError, setGeneralError] = useState<string>();
  const [saving, setSaving] = useState(false);

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

  return {
    save,
    saving,
    noticeHolder,
    variantErrors,
    setVariantErrors,
    generalError,
    setGeneralError,
  };
}
