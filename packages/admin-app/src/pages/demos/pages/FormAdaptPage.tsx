import { Button, Col, DatePicker, Form, Input, InputNumber, message, Row, Select } from "antd";
import { DemoPage } from "../DemoPage";
import { usePagesTranslation } from "./usePagesTranslation";

/** Columns per field by screen width: one on a phone, two on a tablet, three on a desktop, four wide. */
const SPAN = { xs: 24, sm: 12, lg: 8, xl: 6 } as const;

/** /pages/formAdapt: a form whose fields reflow with the width of the screen. */
export default function FormAdaptPage() {
  const { t } = usePagesTranslation();
  const [form] = Form.useForm();
  const [feedback, holder] = message.useMessage();
  return (
    <DemoPage intro={t("demos.pages.formAdaptIntro")}>
      {holder}
      <Form
        form={form}
        layout="vertical"
        onFinish={() => feedback.success(t("demos.pages.saved"))}
        initialValues={{ channel: "online" }}
      >
        <Row gutter={16}>
          <Col {...SPAN}>
            <Form.Item
              name="name"
              label={t("demos.pages.fieldName")}
              rules={[{ required: true, message: t("demos.pages.required") }]}
            >
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col {...SPAN}>
            <Form.Item name="model" label={t("demos.pages.fieldModel")}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col {...SPAN}>
            <Form.Item name="channel" label={t("demos.pages.fieldChannel")}>
              <Select
                options={[
                  { value: "online", label: t("demos.pages.channelOnline") },
                  { value: "store", label: t("demos.pages.channelStore") },
                  { value: "agent", label: t("demos.pages.channelAgent") },
                ]}
              />
            </Form.Item>
          </Col>
          <Col {...SPAN}>
            <Form.Item name="quantity" label={t("demos.pages.fieldQuantity")}>
              <InputNumber min={0} precision={0} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col {...SPAN}>
            <Form.Item name="date" label={t("demos.pages.fieldDate")}>
              <DatePicker style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="remark" label={t("demos.pages.fieldRemark")}>
              <Input.TextArea maxLength={200} showCount />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit">
          {t("demos.pages.submit")}
        </Button>
      </Form>
    </DemoPage>
  );
}
