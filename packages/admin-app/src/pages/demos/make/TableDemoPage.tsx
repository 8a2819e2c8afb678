import { Alert, Button, Space, Table, Tag } from "antd";
import { useMemo, useState } from "react";
import { DemoPage } from "../DemoPage";
import { useDemoTranslation } from "../useDemoTranslation";
import { downloadText, rowsToCsv } from "./tableCsv";

interface DeviceRow {
  key: number;
  name: string;
  model: string;
  online: boolean;
  price: number;
}

/** Page sizes of the storefront spec's tables. */
export const TABLE_PAGE_SIZES = [10, 20, 30];

const MODELS = ["VT-100", "VT-200", "VT-300"];

/** 45 demo devices: enough for every page size to show more than one page. */
function demoRows(name: (n: number) => string): DeviceRow[] {
  return Array.from({ length: 45 }, (_, index) => ({
    key: index + 1,
    name: name(index + 1),
    model: MODELS[index % MODELS.length] ?? "",
    online: index % 3 !== 0,
    price: 1999 + (index % 5) * 100,
  }));
}

type Notice = { type: "warning" | "success"; text: string } | null;

/** /make/tableDemo: the reusable table with selection, export of the selected rows and print. */
export default function TableDemoPage() {
  const { t } = useDemoTranslation();
  const rows = useMemo(() => demoRows((n) => t("demos.make.deviceName", { n })), [t]);
  const [selected, setSelected] = useState<React.Key[]>([]);
  const [notice, setNotice] = useState<Notice>(null);

  const columns = [
    { title: t("demos.make.colName"), dataIndex: "name" },
    { title: t("demos.make.colModel"), dataIndex: "model" },
    {
      title: t("demos.make.colStatus"),
      dataIndex: "online",
      render: (online: boolean) => (
        <Tag color={online ? "green" : "default"}>
          {t(online ? "demos.make.statusOnline" : "demos.make.statusOffline")}
        </Tag>
      ),
    },
    { title: t("demos.make.colPrice"), dataIndex: "price" },
  ];

  const exportSelected = () => {
    const chosen = rows.filter((row) => selected.includes(row.key));
    if (chosen.length === 0) {
      setNotice({ type: "warning", text: t("demos.make.selectFirst") });
      return;
    }
    const header = columns.map((column) => String(column.title));
    const status = (online: boolean) =>
      t(online ? "demos.make.statusOnline" : "demos.make.statusOffline");
    downloadText(
      "devices.csv",
      rowsToCsv(
        header,
        chosen.map((row) => [row.name, row.model, status(row.online), row.price]),
      ),
    );
    setNotice({ type: "success", text: t("demos.make.exported", { count: chosen.length }) });
  };

  return (
    <DemoPage intro={t("demos.make.tableIntro")}>
      <Space style={{ marginBottom: 12 }} wrap>
        <Button type="primary" onClick={exportSelected}>
          {t("demos.make.exportSelected")}
        </Button>
        {/* The browser's own print dialog, on the page as it stands. */}
        <Button onClick={() => window.print()}>{t("demos.make.print")}</Button>
      </Space>
      {notice ? (
        <Alert
          type={notice.type}
          title={notice.text}
          showIcon
          closable
          onClose={() => setNotice(null)}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <Table<DeviceRow>
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        columns={columns}
        dataSource={rows}
        size="small"
        pagination={{
          defaultPageSize: TABLE_PAGE_SIZES[0],
          pageSizeOptions: TABLE_PAGE_SIZES,
          showSizeChanger: true,
        }}
      />
    </DemoPage>
  );
}
