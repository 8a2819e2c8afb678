import { PAGE_DETAILS_MAX_LENGTH, PAGE_NAME_MAX_LENGTH, translate } from "@vitrine/editor-core";
import type { PageCategory } from "@vitrine/editor-react";
import { Alert, Form, Input, Modal, Select } from "antd";
import { useState } from "react";
import { isHttpError } from "../../api/HttpError";
import { isLanguage } from "../../i18n/languages";
import { useDecorateTranslation } from "./decorateTexts";

export interface NewPageValues {
  name: string;
  details: string;
  classification: string | number;
}

export interface CreatePageDialogProps {
  open: boolean;
  categories: readonly PageCategory[];
  /** Stores the page; a rejection's message is shown in the dialog, which stays open. */
  onCreate(values: NewPageValues): Promise<unknown>;
  onCancel(): void;
}

const FIELDS: readonly string[] = ["name", "details", "classification"];

function fieldErrorsOf(error: unknown): { field: keyof NewPageValues; message: string }[] {
  if (!isHttpError(error)) return [];
  const errors = (error.details.data as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors) ? errors : [];
}

/**
 * Name (required, at most 25), description (required, at most the 200 the server stores) and
 * category of a new page, with the spec's messages. The limits and their messages are editor-core's,
 * the words the editor and the server use for these fields.
 */
export function CreatePageDialog({ open, categories, onCreate, onCancel }: CreatePageDialogProps) {
  const { t, i18n } = useDecorateTranslation();
  const locale = isLanguage(i18n.language) ? i18n.language : "zh-cn";
  const tooLong = (key: string, max: number) => translate(key, locale, { max });
  const [form] = Form.useForm<NewPageValues>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit() {
    let values: NewPageValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // The messages are under the fields.
    }
    setSaving(true);
    setFailure(null);
    try {
      await onCreate({ ...values, name: values.name.trim(), details: values.details.trim() });
      form.resetFields();
    } catch (error) {
      // A refusal naming one of these fields goes under it; anything else above the buttons.
      const placed = fieldErrorsOf(error).filter((e) => FIELDS.includes(e.field));
      if (placed.length > 0) {
        form.setFields(placed.map((e) => ({ name: e.field, errors: [e.message] })));
      } else {
        setFailure(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t("decorate.createTitle")}
      okText={t("common.ok")}
      cancelText={t("common.cancel")}
      confirmLoading={saving}
      onOk={submit}
      onCancel={() => {
        setFailure(null);
        form.resetFields();
        onCancel();
      }}
      forceRender
    >
      <Form form={form} name="createPage" layout="vertical">
        <Form.Item
          name="name"
          label={t("decorate.name")}
          rules={[
            { required: true, whitespace: true, message: t("decorate.nameRequired") },
            {
              max: PAGE_NAME_MAX_LENGTH,
              message: tooLong("validation.page.nameTooLong", PAGE_NAME_MAX_LENGTH),
            },
          ]}
        >
          <Input autoFocus maxLength={PAGE_NAME_MAX_LENGTH} showCount />
        </Form.Item>
        <Form.Item
          name="details"
          label={t("decorate.details")}
          rules={[
            { required: true, whitespace: true, message: t("decorate.detailsRequired") },
            {
              max: PAGE_DETAILS_MAX_LENGTH,
              message: tooLong("validation.page.detailsTooLong", PAGE_DETAILS_MAX_LENGTH),
            },
          ]}
        >
          <Input.TextArea rows={2} maxLength={PAGE_DETAILS_MAX_LENGTH} showCount />
        </Form.Item>
        <Form.Item
          name="classification"
          label={t("decorate.classification")}
          rules={[{ required: true, message: t("decorate.classificationRequired") }]}
        >
          <Select options={categories.map((c) => ({ value: c.value, label: c.label }))} />
        </Form.Item>
      </Form>
      {failure ? <Alert type="error" showIcon title={failure} /> : null}
    </Modal>
  );
}
