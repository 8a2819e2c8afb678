import { Drawer, Space, Spin, Table, Tag, Typography } from "antd";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { ModuleRow } from "../../components/module/moduleTypes";
import { currentLanguage } from "../../i18n";
import { formatDateTime } from "../../utils/formatDateTime";
import type { FirmwareApi, UpgradeResult, UpgradeResults } from "./firmwareApi";
import { useUpgradeTranslation } from "./upgradeTexts";

/** What the devices reported after installing one package: counts, then each device's result. */
export function ResultsDrawer({
  pack,
  api,
  onClose,
}: {
  pack: ModuleRow | null;
  api: Pick<FirmwareApi, "results">;
  onClose(): void;
}) {
  const { t, i18n } = useUpgradeTranslation();
  const language = currentLanguage(i18n);
  const [results, setResults] = useState<UpgradeResults | null>(null);

  useEffect(() => {
    let live = true;
    setResults(null);
    if (!pack) return;
    api.results(pack.id).then(
      (answer) => live && setResults(answer),
      () => live && setResults({ success: 0, failed: 0, rows: [] }),
    );
    return () => {
      live = false;
    };
  }, [api, pack]);

  return (
    <Drawer
      open={pack !== null}
      size={720}
      title={t("upgradePage.resultsOf", { model: pack?.model ?? "", version: pack?.version ?? "" })}
      onClose={onClose}
    >
      {results === null ? (
        <Spin />
      ) : (
        <Space orientation="vertical" style={{ width: "100%" }}>
          <Space>
            <Tag color="success">{t("upgradePage.successCount", { count: results.success })}</Tag>
            <Tag color="error">{t("upgradePage.failedCount", { count: results.failed })}</Tag>
          </Space>
          <Table<UpgradeResult>
            rowKey="id"
            size="small"
            dataSource={results.rows}
            locale={{ emptyText: t("upgradePage.noResults") }}
            pagination={results.rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            columns={[
              {
                key: "serial",
                dataIndex: "serial",
                title: t("upgradePage.serial"),
                render: (serial: string, row) => (
                  <Link to={`/device/info?id=${row.deviceId}`}>{serial}</Link>
                ),
              },
              { key: "from", dataIndex: "fromVersion", title: t("upgradePage.from") },
              { key: "to", dataIndex: "toVersion", title: t("upgradePage.to") },
              {
                key: "success",
                dataIndex: "success",
                title: t("upgradePage.outcome"),
                render: (success: boolean) =>
                  success ? (
                    <Tag color="success">{t("upgradePage.success")}</Tag>
                  ) : (
                    <Tag color="error">{t("upgradePage.failed")}</Tag>
                  ),
              },
              {
                key: "message",
                dataIndex: "message",
                title: t("upgradePage.message"),
                render: (message: string) => <Typography.Text>{message}</Typography.Text>,
              },
              {
                key: "reportedAt",
                dataIndex: "reportedAt",
                title: t("upgradePage.reportedAt"),
                render: (at: string) => formatDateTime(at, language),
              },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
}
