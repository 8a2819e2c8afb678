import { Alert, Button, Form, Input, InputNumber, Select, Switch } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SiteSettings } from "../../../api/settings";
import { LANGUAGES } from "../../../i18n/languages";
import { PrimaryColorPicker } from "../../../layout/settings/PrimaryColorPicker";

const LAYOUTS = ["defaults", "classic", "transverse", "columns"] as const;
const SIZES = ["small", "middle", "large"] as const;
/** The server's bounds for the idle time (settings/site-settings.ts): one minute to one day. */
export const LOCK_MINUTES = { min: 1, max: 1440 } as const;

/**
 * The site settings as a form with a control for each (colour picker, selects, switches, a bounded
 * number), saved together. The server checks every value again and answers a refusal in the
 * operator's language, shown above the save button.
 */
export function SiteSettingsForm({
  site,
  canEdit,
  onSave,
}: {
  site: SiteSettings;
  canEdit: boolean;
  /** Rejects with the server's message when it refuses. */
  onSave(change: SiteSettings): Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SiteSettings>();
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const lockOn = Form.useWatch("lockScreenEnabled", form);

  useEffect(() => form.setFieldsValue(site), [form, site]);

  const save = async (values: SiteSettings) => {
    setSaving(true);
    setOutcome(null);
    try {
      await onSave(values);
      setOutcome({ ok: true, text: t("siteSettings.saved") });
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setSaving(false);
    }
  };

  const methodRule = {
    validator: async () => {
      const values = form.getFieldsValue(["signInPassword", "signInSms", "signInQr"]);
      if (!values.signInPassword && !values.signInSms && !values.signInQr)
        throw new Error(t("siteSettings.noMethod"));
    },
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      labelCol={{ flex: "180px" }}
      initialValues={site}
      disabled={!canEdit}
      onFinish={(values) => void save(values)}
      style={{ maxWidth: 640 }}
    >
      <Form.Item
        name="globalTitle"
        label={t("siteSettings.globalTitle")}
        rules={[{ required: true, whitespace: true, max: 40 }]}
      >
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item
        name="logoUrl"
        label={t("siteSettings.logoUrl")}
        extra={t("siteSettings.logoUrlHint")}
        rules={[
          { pattern: /^(\/(?!\/)\S*|https:\/\/\S+)?$/, message: t("siteSettings.logoUrlHint") },
        ]}
      >
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item name="primaryColor" label={t("siteSettings.primaryColor")}>
        <SiteColorField />
      </Form.Item>
      <Form.Item name="layout" label={t("siteSettings.layout")}>
        <Select
          aria-label={t("siteSettings.layout")}
          options={LAYOUTS.map((value) => ({
            value,
            label: t(`layoutSettings.layouts.${value}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="componentSize" label={t("siteSettings.componentSize")}>
        <Select
          aria-label={t("siteSettings.componentSize")}
          options={SIZES.map((value) => ({ value, label: t(`layoutSettings.sizes.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="darkModeAllowed"
        label={t("siteSettings.darkModeAllowed")}
        valuePropName="checked"
      >
        <Switch aria-label={t("siteSettings.darkModeAllowed")} />
      </Form.Item>
      <Form.Item
        name="lockScreenEnabled"
        label={t("siteSettings.lockScreenEnabled")}
        valuePropName="checked"
      >
        <Switch aria-label={t("siteSettings.lockScreenEnabled")} />
      </Form.Item>
      <Form.Item
        name="lockScreenMinutes"
        label={t("siteSettings.lockScreenMinutes")}
        rules={[{ required: true, type: "integer", ...LOCK_MINUTES }]}
      >
        <InputNumber
          aria-label={t("siteSettings.lockScreenMinutes")}
          min={LOCK_MINUTES.min}
          max={LOCK_MINUTES.max}
          precision={0}
          disabled={!canEdit || !lockOn}
        />
      </Form.Item>
      <Form.Item name="defaultLanguage" label={t("siteSettings.defaultLanguage")}>
        <Select
          aria-label={t("siteSettings.defaultLanguage")}
          options={LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="globalVersion"
        label={t("siteSettings.globalVersion")}
        rules={[{ required: true, whitespace: true, max: 20 }]}
      >
        <Input maxLength={20} />
      </Form.Item>
      {(["signInPassword", "signInSms", "signInQr"] as const).map((name) => (
        <Form.Item
          key={name}
          name={name}
          label={t(`siteSettings.${name}`)}
          valuePropName="checked"
          dependencies={["signInPassword", "signInSms", "signInQr"].filter((n) => n !== name)}
          rules={[methodRule]}
        >
          <Switch aria-label={t(`siteSettings.${name}`)} />
        </Form.Item>
      ))}
      {outcome ? (
        <Alert
          type={outcome.ok ? "success" : "error"}
          title={outcome.text}
          showIcon
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {canEdit ? (
        <Button type="primary" htmlType="submit" loading={saving}>
          {t("siteSettings.save")}
        </Button>
      ) : (
        <Alert type="info" title={t("siteSettings.readOnly")} />
      )}
    </Form>
  );
}

/**
 * The drawer's preset swatches and hex field as a form control. Not antd's ColorPicker: antd 6's
 * Button styles share a module with it, so using it anywhere put the whole picker (6.6 kB gzip) in
 * a chunk that the editor route loads too (issue 18's 400 kB budget).
 */
function SiteColorField(props: {
  value?: string;
  onChange?: (color: string) => void;
  id?: string;
}) {
  return (
    <PrimaryColorPicker
      id={props.id}
      value={props.value ?? ""}
      onChange={(color) => props.onChange?.(color)}
    />
  );
}
