import { Button, Form, Input, message, Radio, Space } from "antd";
import { useEffect, useMemo, useState } from "react";
import { LANGUAGES, type Language } from "../../../i18n";
import { DemoPage } from "../DemoPage";
import { usePagesTranslation } from "./usePagesTranslation";

const LANGUAGE_NAMES: Record<Language, string> = {
  "zh-cn": "简体中文",
  en: "English",
  "zh-tw": "繁體中文",
};

/**
 * /pages/formI18n: a form whose labels and messages follow a language chosen on the page itself,
 * without changing the back-office's language (the texts come from the same catalogues).
 */
export default function FormI18nPage() {
  const { t, i18n } = usePagesTranslation();
  const [language, setLanguage] = useState<Language>(i18n.language as Language);
  const tForm = useMemo(() => i18n.getFixedT(language), [i18n, language]);
  const [form] = Form.useForm();
  const [feedback, holder] = message.useMessage();
  // Messages already shown are checked again, so that they too are in the new language: the effect
  // runs after the render that gave the fields their new rules, hence tForm as its trigger.
  // biome-ignore lint/correctness/useExhaustiveDependencies: tForm is the trigger, not a value read
  useEffect(() => {
    const shown = form.getFieldsError().filter((field) => field.errors.length > 0);
    if (shown.length) form.validateFields(shown.map((field) => field.name)).catch(() => {});
  }, [form, tForm]);
  return (
    <DemoPage intro={t("demos.pages.formI18nIntro")}>
      {holder}
      <Space orientation="vertical" style={{ width: "100%", maxWidth: 480 }}>
        <Radio.Group
          aria-label={t("demos.pages.formLanguage")}
          value={language}
          optionType="button"
          onChange={(event) => setLanguage(event.target.value)}
          options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
        />
        <Form
          form={form}
          layout="vertical"
          onFinish={() => feedback.success(tForm("demos.pages.saved"))}
        >
          <Form.Item
            name="name"
            label={tForm("demos.pages.fieldName")}
            rules={[{ required: true, message: tForm("demos.pages.required") }]}
          >
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item
            name="email"
            label={tForm("demos.pages.fieldEmail")}
            rules={[
              { required: true, message: tForm("demos.pages.required") },
              { type: "email", message: tForm("demos.pages.badEmail") },
            ]}
          >
            <Input maxLength={60} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {tForm("demos.pages.submit")}
          </Button>
        </Form>
      </Space>
    </DemoPage>
  );
}
