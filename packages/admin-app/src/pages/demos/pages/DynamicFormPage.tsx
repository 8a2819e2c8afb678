import {
  Alert,
  Button,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Switch,
  Typography,
} from "antd";
import type { Rule } from "antd/es/form";
import { useMemo, useState } from "react";
import { DemoPage } from "../DemoPage";
import { type FieldSchema, parseFormSchema, sampleSchema } from "./dynamicFormSchema";
import { usePagesTranslation } from "./usePagesTranslation";

type T = ReturnType<typeof usePagesTranslation>["t"];

function rulesOf(field: FieldSchema, required: boolean, t: T): Rule[] {
  const rules: Rule[] = [];
  if (required)
    rules.push({ required: true, message: t("demos.pages.requiredField", { name: field.title }) });
  if (field.maxLength !== undefined)
    rules.push({
      max: field.maxLength,
      message: t("demos.pages.tooLong", { max: field.maxLength }),
    });
  if (field.minLength !== undefined)
    rules.push({
      min: field.minLength,
      message: t("demos.pages.tooShort", { min: field.minLength }),
    });
  if (field.pattern)
    rules.push({
      pattern: new RegExp(field.pattern),
      message: t("demos.pages.invalidValue", { name: field.title }),
    });
  if (field.format === "email")
    rules.push({ type: "email", message: t("demos.pages.invalidValue", { name: field.title }) });
  if (field.type === "integer" || field.type === "number")
    rules.push({
      type: "number",
      min: field.minimum,
      max: field.maximum,
      message: t("demos.pages.numberRange", {
        min: field.minimum ?? "-∞",
        max: field.maximum ?? "∞",
      }),
    });
  return rules;
}

function control(field: FieldSchema) {
  if (field.type === "boolean") return <Switch aria-label={field.title} />;
  if (field.type === "integer" || field.type === "number")
    return (
      <InputNumber
        aria-label={field.title}
        precision={field.type === "integer" ? 0 : undefined}
        style={{ width: "100%" }}
      />
    );
  if (field.enum)
    return (
      <Select
        aria-label={field.title}
        options={field.enum.map((value) => ({ value, label: value }))}
      />
    );
  if (field.format === "date")
    return <DatePicker aria-label={field.title} style={{ width: "100%" }} />;
  return <Input aria-label={field.title} />;
}

/** /pages/dynamicForm: a form drawn from a JSON schema typed beside it, checked by its rules. */
export default function DynamicFormPage() {
  const { t } = usePagesTranslation();
  const [text, setText] = useState(() =>
    JSON.stringify(
      sampleSchema((key) => t(`demos.pages.${key}`)),
      null,
      2,
    ),
  );
  const [submitted, setSubmitted] = useState<string | null>(null);
  const parsed = useMemo(() => parseFormSchema(text), [text]);
  const [form] = Form.useForm();
  return (
    <DemoPage intro={t("demos.pages.dynamicFormIntro")}>
      <Row gutter={24}>
        <Col xs={24} lg={10}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t("demos.pages.schema")}
          </Typography.Title>
          <Input.TextArea
            aria-label={t("demos.pages.schema")}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setSubmitted(null);
            }}
            autoSize={{ minRows: 12, maxRows: 28 }}
            style={{ fontFamily: "monospace" }}
          />
        </Col>
        <Col xs={24} lg={14}>
          {parsed.ok ? (
            <>
              <Typography.Title level={2} style={{ fontSize: 16 }}>
                {parsed.schema.title ?? t("demos.pages.formPreview")}
              </Typography.Title>
              <Form
                key={text}
                form={form}
                layout="vertical"
                initialValues={Object.fromEntries(
                  Object.entries(parsed.schema.properties)
                    .filter(([, field]) => field.default !== undefined)
                    .map(([name, field]) => [name, field.default]),
                )}
                onFinish={(values) =>
                  setSubmitted(
                    JSON.stringify(
                      Object.fromEntries(
                        Object.entries(values).map(([name, value]) => [
                          name,
                          value && typeof value === "object" && "format" in value
                            ? (value as { format(pattern: string): string }).format("YYYY-MM-DD")
                            : value,
                        ]),
                      ),
                      null,
                      2,
                    ),
                  )
                }
              >
                {Object.entries(parsed.schema.properties).map(([name, field]) => (
                  <Form.Item
                    key={name}
                    name={name}
                    label={field.title}
                    valuePropName={field.type === "boolean" ? "checked" : "value"}
                    rules={rulesOf(field, parsed.schema.required.includes(name), t)}
                  >
                    {control(field)}
                  </Form.Item>
                ))}
                <Button type="primary" htmlType="submit">
                  {t("demos.pages.submit")}
                </Button>
              </Form>
              {submitted && (
                <>
                  <Typography.Title level={3} style={{ fontSize: 14, marginTop: 16 }}>
                    {t("demos.pages.submitted")}
                  </Typography.Title>
                  <pre data-testid="dynamic-form-result">{submitted}</pre>
                </>
              )}
            </>
          ) : (
            <Alert
              type="error"
              showIcon
              title={t(`demos.pages.${parsed.reason}`, { name: parsed.detail ?? "" })}
            />
          )}
        </Col>
      </Row>
    </DemoPage>
  );
}
