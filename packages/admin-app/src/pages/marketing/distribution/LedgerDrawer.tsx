import { Drawer, Table } from "antd";
import { useEffect, useState } from "react";
import { useModuleHttp } from "../../../components/module";
import { formatDateTime } from "../../../utils/formatDateTime";
import { yuanText } from "../shared/fieldInputs";
import { useMarketingTranslation } from "../shared/useMarketingTranslation";

interface LedgerEntry {
  id: number;
  orderNo: string;
  level: number;
  kind: "credit" | "reversal";
  cents: number;
  at: string;
}

const PAGE_SIZE = 20;

/**
 * One distributor's commission ledger (`/distribution/ledger?id=`): a credit per completed order
 * and a reversal per refunded line, newest first. `distributorId` is the distributor list's row.
 */
export function LedgerDrawer(props: { distributorId: number | null; onClose: () => void }) {
  const { t, i18n } = useMarketingTranslation();
  const http = useModuleHttp();
  const [page, setPage] = useState(1);
  const [ledger, setLedger] = useState<{ total: number; data: LedgerEntry[] }>({
    total: 0,
    data: [],
  });
  const [loading, setLoading] = useState(false);
  const { distributorId } = props;

  useEffect(() => {
    if (distributorId === null) return;
    let live = true;
    setLoading(true);
    http
      .get<{ total: number; data: LedgerEntry[] }>("/distribution/ledger", {
        id: distributorId,
        page,
        pageSize: PAGE_SIZE,
      })
      .then((answer) => live && setLedger(answer))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [http, distributorId, page]);

  return (
    <Drawer
      open={distributorId !== null}
      onClose={() => {
        // The next distributor opens on their first page.
        setPage(1);
        props.onClose();
      }}
      title={t("marketing.ledger")}
      width={720}
    >
      <Table<LedgerEntry>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={ledger.data}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: ledger.total,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { key: "orderNo", dataIndex: "orderNo", title: t("marketing.ledgerOrder") },
          {
            key: "level",
            dataIndex: "level",
            title: t("marketing.levels"),
            render: (level: number) => t(level === 2 ? "marketing.level2" : "marketing.level1"),
          },
          {
            key: "kind",
            dataIndex: "kind",
            title: t("marketing.ledgerKind"),
            render: (kind: LedgerEntry["kind"]) =>
              t(kind === "credit" ? "marketing.ledgerCredit" : "marketing.ledgerReversal"),
          },
          {
            key: "cents",
            dataIndex: "cents",
            title: t("marketing.ledgerAmount"),
            render: (cents: number) => yuanText(cents),
          },
          {
            key: "at",
            dataIndex: "at",
            title: t("marketing.ledgerAt"),
            render: (at: string) => formatDateTime(at, i18n.language),
          },
        ]}
      />
    </Drawer>
  );
}
