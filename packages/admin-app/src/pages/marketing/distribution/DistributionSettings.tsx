import { parsePercentBp } from "@vitrine/contract";
import { Alert, Button, Card, Form, Input, message, Radio, Switch } from "antd";
import { useEffect, useState } from "react";
import { useModuleHttp } from "../../../components/module";
import { currentLanguage } from "../../../i18n";
import { commissionTotalRule } from "../shared/discountFormRules";
import { useMarketingTranslation } from "../shared/useMarketingTranslation";

interface Settings {
  enabled: boolean;
  levels: 1 | 2;
  level1Rate: string;
  level2Rate: string;
}

/** Distribution on/off, one or two levels and their rates (`/distribution/settings`). */
export function DistributionSettings() {
  const { t, i18n } = useMarketingTranslation();
  const language = currentLanguage(i18n);
  const http = useModuleHttp();
  const [form] = Form.useForm<Settings>();
  const levels = Form.useWatch("levels", form);
  const [notice, noticeHolder] = message.useMessage();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    http
      .get<Settings>("/distribution/settings")
      .then((settings) => form.setFieldsValue(settings))
      .catch(() => undefined);
  }, [http, form]);

  const percentRule = {
    validator: async (_: unknown, value: unknown) => {
      if (parsePercentBp(String(value ?? "")) !== undefined) return;
      throw new Error(t("marketing.percentRule"));
    },
  };

  async function save() {
    let values: Settings;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    setError(null);
    try {
      form.setFieldsValue(
        await http.post<Settings>("/distribution/settings", values, { quiet: true }),
      );
      notice.success(t("marketing.saved"));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title={t("marketing.settings")} style={{ marginBottom: 16 }}>
      {noticeHolder}
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} layout="inline" initialValues={{ enabled: false, levels: 1 }}>
        <Form.Item name="enabled" label={t("marketing.enabled")} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="levels" label={t("marketing.levels")}>
          <Radio.Group
            options={[
              { value: 1, label: t("marketing.level1") },
              { value: 2, label: t("marketing.level2") },
            ]}
          />
        </Form.Item>
        <Form.Item name="level1Rate" label={t("marketing.level1Rate")} rules={[percentRule]}>
          <Input style={{ width: 100 }} inputMode="decimal" />
        </Form.Item>
        {levels === 2 ? (
          <Form.Item
            name="level2Rate"
            label={t("marketing.level2Rate")}
            // Two levels paid: together at most 100%, as the server's rule.
            rules={[percentRule, commissionTotalRule(language, ["level1Rate", "level2Rate"])]}
            dependencies={["level1Rate"]}
          >
            <Input style={{ width: 100 }} inputMode="decimal" />
          </Form.Item>
        ) : null}
        <Form.Item>
          <Button type="primary" loading={saving} onClick={save}>
            {t("marketing.save")}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
