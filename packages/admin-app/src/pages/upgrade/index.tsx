import { Button } from "antd";
import { useMemo, useState } from "react";
import { useModuleHttp } from "../../components/module";
import { createModuleApi } from "../../components/module/moduleApi";
import type { ModuleMeta, ModuleRow } from "../../components/module/moduleTypes";
import { DeviceTable } from "../device/shared/DeviceTable";
import { usePermission } from "../device/shared/permissions";
import { FirmwarePackageDialog } from "./FirmwarePackageDialog";
import { FirmwareRowActions } from "./FirmwareRowActions";
import { createFirmwareApi } from "./firmwareApi";
import { FIRMWARE_COLUMNS, firmwareCells } from "./firmwareCells";
import { ResultsDrawer } from "./ResultsDrawer";
import { useUpgradeTranslation } from "./upgradeTexts";
import { useFirmwareCommands } from "./useFirmwareCommands";

/**
 * /upgrade (升级包管理): firmware packages per model (version, the file sent with the chunked
 * uploader, its size and MD5, release notes, forced or not, rollout percentage), released and
 * withdrawn here, with the upgrade results the devices reported for each.
 */
export default function UpgradePage() {
  const { t } = useUpgradeTranslation();
  const http = useModuleHttp();
  const moduleApi = useMemo(() => createModuleApi(http, "firmware"), [http]);
  const api = useMemo(() => createFirmwareApi(http), [http]);
  const can = usePermission("firmware");
  const { notice, noticeHolder, modalHolder, confirmStatus, remove } =
    useFirmwareCommands(moduleApi);
  const [editing, setEditing] = useState<{ meta: ModuleMeta; row: ModuleRow | null } | null>(null);
  const [resultsOf, setResultsOf] = useState<ModuleRow | null>(null);
  const [reloadKey, setReloadKey] = useState(0);

  return (
    <>
      {noticeHolder}
      {modalHolder}
      <DeviceTable
        module="firmware"
        title={t("upgradePage.title")}
        reloadKey={reloadKey}
        columns={FIRMWARE_COLUMNS}
        filters={["model", "version", "status"]}
        titles={{ size: t("upgradePage.size") }}
        cells={firmwareCells(t)}
        toolbar={(ctx) =>
          can("add") ? (
            <Button type="primary" onClick={() => setEditing({ meta: ctx.meta, row: null })}>
              {t("module.add")}
            </Button>
          ) : null
        }
        rowActions={(row, ctx) => (
          <FirmwareRowActions
            row={row}
            can={can}
            onResults={() => setResultsOf(row)}
            onEdit={() => setEditing({ meta: ctx.meta, row })}
            onStatus={(status) => confirmStatus(row, status, ctx)}
            onRemove={() => remove(row, ctx)}
          />
        )}
      />
      {editing ? (
        <FirmwarePackageDialog
          key={editing.row ? String(editing.row.id) : "new"}
          meta={editing.meta}
          row={editing.row}
          moduleApi={moduleApi}
          api={api}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            notice.success(t("module.saved"));
            setReloadKey((k) => k + 1);
          }}
        />
      ) : null}
      <ResultsDrawer pack={resultsOf} api={api} onClose={() => setResultsOf(null)} />
    </>
  );
}
