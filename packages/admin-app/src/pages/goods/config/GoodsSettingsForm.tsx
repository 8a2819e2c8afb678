import { Alert, Button, Card, Form, Input, InputNumber, message } from "antd";
import { useEffect, useMemo, useState } from "react";
import { fieldErrorsFrom } from "../../../components/module/fieldErrors";
import { useModuleHttp } from "../../../components/module/ModuleHttpContext";
import { useGrantedButtons } from "../../../components/module/useGrantedButtons";
import { createGoodsApi, type GoodsSettings } from "../goodsApi";
import { useGoodsTranslation } from "../goodsTexts";

/** The shop's goods settings: the low-stock threshold (警戒库存 tab) and a new product's unit. */
export function GoodsSettingsForm() {
  const { t } = useGoodsTranslation();
  const http = useModuleHttp();
  const api = useMemo(() => createGoodsApi(http), [http]);
  const granted = useGrantedButtons();
  const mayEdit = granted.length === 0 || granted.includes("goodsConfig:edit");
  const [form] = Form.useForm<GoodsSettings>();
  const [notice, noticeHolder] = message.useMessage();
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    api.settings().then(
      (settings) => {
        form.setFieldsValue(settings);
        setLoaded(true);
      },
      () => setLoaded(true),
    );
  }, [api, form]);

  async function save(values: GoodsSettings) {
    setError(undefined);
    try {
      await api.saveSettings(values);
      notice.success(t("goods.done.saved"));
    } catch (failure) {
      const errors = fieldErrorsFrom(failure, []);
      if (errors.length)
        form.setFields(
          errors.map((e) => ({ name: e.field as keyof GoodsSettings, errors: [e.message] })),
        );
      else setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  return (
    <Card title={t("goods.settings.title")} loading={!loaded} style={{ marginBottom: 16 }}>
      {noticeHolder}
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="inline" onFinish={save} disabled={!mayEdit}>
        <Form.Item
          name="lowStockThreshold"
          label={t("goods.settings.lowStock")}
          tooltip={t("goods.settings.lowStockHint")}
          rules={[{ required: true, message: t("goods.field.wholeNumber") }]}
        >
          <InputNumber min={0} max={1_000_000} precision={0} />
        </Form.Item>
        <Form.Item
          name="defaultUnit"
          label={t("goods.settings.defaultUnit")}
          rules={[{ required: true, whitespace: true, message: t("goods.field.unitRequired") }]}
        >
          <Input maxLength={10} style={{ width: 100 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t("goods.settings.save")}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
