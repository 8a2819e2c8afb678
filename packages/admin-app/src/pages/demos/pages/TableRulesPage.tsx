import { Button, Form, Input, InputNumber, message, Space, Table } from "antd";
import { DemoPage } from "../DemoPage";
import { usePagesTranslation } from "./usePagesTranslation";

interface Row {
  name: string;
  price: number | null;
  stock: number | null;
}

const FIRST_ROWS: Row[] = [
  { name: "S", price: 99, stock: 10 },
  { name: "M", price: 109, stock: 0 },
  { name: "", price: null, stock: null },
];

/** /pages/tableRules: a table whose every cell is a checked form field; saving checks them all. */
export default function TableRulesPage() {
  const { t } = usePagesTranslation();
  const [form] = Form.useForm<{ rows: Row[] }>();
  const [feedback, holder] = message.useMessage();
  const required = { required: true, message: t("demos.pages.required") };
  return (
    <DemoPage intro={t("demos.pages.tableRulesIntro")}>
      {holder}
      <Form
        form={form}
        initialValues={{ rows: FIRST_ROWS }}
        onFinish={(values) =>
          feedback.success(t("demos.pages.rowsSaved", { count: values.rows.length }))
        }
        onFinishFailed={() => feedback.error(t("demos.pages.fixCells"))}
      >
        <Form.List name="rows">
          {(fields, { add, remove }) => (
            <>
              <Table
                rowKey="key"
                pagination={false}
                dataSource={fields}
                columns={[
                  {
                    title: t("demos.pages.colSpec"),
                    render: (_value, field) => (
                      <Form.Item
                        name={[field.name, "name"]}
                        rules={[
                          required,
                          { max: 20, message: t("demos.pages.tooLong", { max: 20 }) },
                        ]}
                        style={{ margin: 0 }}
                      >
                        <Input aria-label={`${t("demos.pages.colSpec")} ${field.name + 1}`} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t("demos.pages.colPrice"),
                    render: (_value, field) => (
                      <Form.Item
                        name={[field.name, "price"]}
                        rules={[
                          required,
                          {
                            type: "number",
                            min: 0.01,
                            max: 999999.99,
                            message: t("demos.pages.priceRange"),
                          },
                        ]}
                        style={{ margin: 0 }}
                      >
                        <InputNumber
                          aria-label={`${t("demos.pages.colPrice")} ${field.name + 1}`}
                          precision={2}
                          style={{ width: "100%" }}
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t("demos.pages.colStock"),
                    render: (_value, field) => (
                      <Form.Item
                        name={[field.name, "stock"]}
                        rules={[
                          required,
                          {
                            type: "integer",
                            min: 0,
                            max: 99999999,
                            message: t("demos.pages.stockRange"),
                          },
                        ]}
                        style={{ margin: 0 }}
                      >
                        <InputNumber
                          aria-label={`${t("demos.pages.colStock")} ${field.name + 1}`}
                          precision={0}
                          style={{ width: "100%" }}
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    title: t("demos.pages.colActions"),
                    width: 100,
                    render: (_value, field) => (
                      <Button
                        type="link"
                        danger
                        disabled={fields.length <= 1}
                        onClick={() => remove(field.name)}
                      >
                        {t("demos.pages.removeRow")}
                      </Button>
                    ),
                  },
                ]}
              />
              <Space style={{ marginTop: 12 }}>
                <Button onClick={() => add({ name: "", price: null, stock: null })}>
                  {t("demos.pages.addRow")}
                </Button>
                <Button type="primary" htmlType="submit">
                  {t("demos.pages.save")}
                </Button>
              </Space>
            </>
          )}
        </Form.List>
      </Form>
    </DemoPage>
  );
}
