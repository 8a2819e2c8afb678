import type { FormInstance } from "antd";
import { useState } from "react";
import { fieldErrorsFrom } from "../../../components/module/fieldErrors";
import { useModuleHttp } from "../../../components/module/ModuleHttpContext";
import {
  type FreightTemplateValues,
  formPath,
  hasDefault,
  templatePayload,
} from "./freightTemplateValues";

/** The form's top-level boxes, which show the server's message under themselves. */
const SHOWN = new Set(["name", "billing", "sort", "rules", "freeRules", "noDelivery"]);

/**
 * Saving the freight template: checks the form, posts it, and puts the server's field errors
 * on their boxes; what no box shows goes to `error`, the dialog's alert.
 */
export function useFreightTemplateSave(
  form: FormInstance<FreightTemplateValues>,
  initial: FreightTemplateValues,
  onSaved: () => void,
) {
  const http = useModuleHttp();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  async function submit() {
    let values: FreightTemplateValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      await http.post("/freightTemplate/save", templatePayload({ ...initial, ...values }), {
        quiet: true,
      });
      onSaved();
    } catch (failure) {
      const errors = fieldErrorsFrom(failure, []);
      if (errors.length === 0)
        setError(failure instanceof Error ? failure.message : String(failure));
      else {
        form.setFields(
          errors.map((e) => ({
            name: formPath(e.field, hasDefault(values.defaultRule)) as never,
            errors: [e.message],
          })),
        );
        // Row boxes show no message of their own (noStyle): the alert says it.
        const hidden = errors.filter(
          (e) => !SHOWN.has(String(formPath(e.field)[0])) || e.field.startsWith("rules["),
        );
        if (hidden.length) setError(hidden.map((e) => e.message).join("；"));
      }
    } finally {
      setSaving(false);
    }
  }

  return { saving, error, setError, submit };
}
