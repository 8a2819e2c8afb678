import { Button, Radio, Space, Table, Typography } from "antd";
import { useRef, useState } from "react";
import { useReactToPrint } from "react-to-print";
import { DemoPage } from "../DemoPage";
import { useFunTranslation } from "./useFunTranslation";

type Part = "invoice" | "label";

/** /fun/printJs: prints only the chosen part of the page (react-to-print copies it to a frame). */
export default function PrintDemoPage() {
  const { t } = useFunTranslation();
  const [part, setPart] = useState<Part>("invoice");
  const invoice = useRef<HTMLDivElement>(null);
  const label = useRef<HTMLDivElement>(null);
  const print = useReactToPrint({
    contentRef: part === "invoice" ? invoice : label,
    documentTitle: part === "invoice" ? t("demos.fun.partInvoice") : t("demos.fun.partLabel"),
  });
  const rows = [
    { key: "a", item: t("demos.fun.sampleItemA"), qty: 2, price: 19900 },
    { key: "b", item: t("demos.fun.sampleItemB"), qty: 5, price: 1500 },
  ];
  const yuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`;
  const total = rows.reduce((sum, row) => sum + row.qty * row.price, 0);
  const frame = (selected: boolean) => ({
    padding: 16,
    border: `2px ${selected ? "solid #1677ff" : "dashed #d9d9d9"}`,
    borderRadius: 8,
  });
  return (
    <DemoPage intro={t("demos.fun.printIntro")}>
      <Space orientation="vertical" size="middle" style={{ width: "100%" }}>
        <Space wrap>
          <span id="print-part">{t("demos.fun.printPart")}</span>
          <Radio.Group
            aria-labelledby="print-part"
            value={part}
            onChange={(event) => setPart(event.target.value)}
            options={[
              { value: "invoice", label: t("demos.fun.partInvoice") },
              { value: "label", label: t("demos.fun.partLabel") },
            ]}
          />
          <Button type="primary" onClick={() => print()}>
            {t("demos.fun.print")}
          </Button>
        </Space>
        <div ref={invoice} style={frame(part === "invoice")} data-part="invoice">
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            {t("demos.fun.invoiceTitle", { no: "20261126001" })}
          </Typography.Title>
          <Table
            size="small"
            pagination={false}
            dataSource={rows}
            columns={[
              { title: t("demos.fun.invoiceItem"), dataIndex: "item" },
              { title: t("demos.fun.invoiceQty"), dataIndex: "qty" },
              { title: t("demos.fun.invoicePrice"), dataIndex: "price", render: yuan },
            ]}
          />
          <Typography.Paragraph strong style={{ marginTop: 8 }}>
            {t("demos.fun.invoiceTotal", { total: yuan(total) })}
          </Typography.Paragraph>
        </div>
        <div ref={label} style={{ ...frame(part === "label"), maxWidth: 360 }} data-part="label">
          <Typography.Paragraph strong>
            {t("demos.fun.labelTo", { name: t("demos.fun.sampleName") })}
          </Typography.Paragraph>
          <Typography.Paragraph>
            {t("demos.fun.labelAddress", { address: t("demos.fun.sampleAddress") })}
          </Typography.Paragraph>
        </div>
      </Space>
    </DemoPage>
  );
}
