import { Button, message, Popconfirm, Tabs } from "antd";
import { useMemo, useState } from "react";
import {
  ModuleListPage,
  type ModulePageDeclaration,
  type ModuleRow,
  useModuleHttp,
} from "../../../components/module";
import { useGrantedButtons } from "../../../components/module/useGrantedButtons";
import { useMarketingTranslation } from "./useMarketingTranslation";

/** The stored phases (server marketing/rules/phase.ts): 未开始, 进行中, 已结束, 已关闭. */
const TABS = [
  { key: "all", label: "marketing.tabAll" },
  { key: "0", label: "marketing.tabUpcoming" },
  { key: "1", label: "marketing.tabRunning" },
  { key: "2", label: "marketing.tabEnded" },
  { key: "3", label: "marketing.tabClosed" },
] as const;

/**
 * An activity list (coupons, seckill, group buying, bargains): status tabs over the module's list
 * with its filters, and in each row not yet ended a 关闭 button (`<permission>:status`) that
 * closes it early after a confirmation.
 */
export function ActivityListPage({
  module,
  declaration,
}: {
  module: string;
  declaration: ModulePageDeclaration;
}) {
  const { t } = useMarketingTranslation();
  const http = useModuleHttp();
  const granted = useGrantedButtons();
  const [notice, noticeHolder] = message.useMessage();
  const [tab, setTab] = useState("all");
  // A close changes rows the list cannot know of: it is mounted again to reload.
  const [version, setVersion] = useState(0);
  const canClose = granted.length === 0 || granted.includes(`${module}:status`);

  const full = useMemo<ModulePageDeclaration>(
    () => ({
      ...declaration,
      fixedFilters: tab === "all" ? undefined : { phase: Number(tab) },
      rowActions: (row: ModuleRow) =>
        canClose && (row.phase === 0 || row.phase === 1) ? (
          <Popconfirm
            title={t("marketing.confirmClose")}
            okText={t("common.ok")}
            cancelText={t("common.cancel")}
            onConfirm={async () => {
              try {
                await http.post(`/${module}/close`, { id: row.id });
                notice.success(t("marketing.closed"));
                setVersion((n) => n + 1);
              } catch {
                // Shown by the client.
              }
            }}
          >
            <Button type="link" size="small" danger>
              {t("marketing.close")}
            </Button>
          </Popconfirm>
        ) : null,
    }),
    [declaration, tab, canClose, http, module, notice, t],
  );

  return (
    <>
      {noticeHolder}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={TABS.map((item) => ({ key: item.key, label: t(item.label) }))}
        style={{ marginBottom: 8 }}
      />
      <ModuleListPage key={version} module={module} declaration={full} />
    </>
  );
}
