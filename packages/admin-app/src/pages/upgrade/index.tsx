import { Button, Modal, message, Popconfirm, Tag, Typography } from "antd";
import { useMemo, useState } from "react";
import { ModuleFormDialog, useModuleHttp } from "../../components/module";
import { createModuleApi } from "../../components/module/moduleApi";
import type { ModuleMeta, ModuleRow } from "../../components/module/moduleTypes";
import { DeviceTable, type TableContext } from "../device/shared/DeviceTable";
import { usePermission } from "../device/shared/permissions";
import { FirmwareFileInput } from "./FirmwareFileInput";
import { fileSize } from "./fileSize";
import { createFirmwareApi } from "./firmwareApi";
import { LockedText, ModelSelect } from "./PackageFields";
import { ResultsDrawer } from "./ResultsDrawer";
import { useUpgradeTranslation } from "./upgradeTexts";

const STATUS_COLORS: Record<string, string> = {
  draft: "default",
  released: "success",
  withdrawn: "warning",
};

/** The form's fields, in this order. */
const FORM_ORDER = ["model", "version", "uploadId", "notes", "forced", "rolloutPercent"];

/** What an edit sends back unchanged besides the new status (the framework's edit takes the row). */
const EDITABLE = ["model", "version", "uploadId", "notes", "forced", "rolloutPercent"];

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
  const [notice, noticeHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [editing, setEditing] = useState<{ meta: ModuleMeta; row: ModuleRow | null } | null>(null);
  const [resultsOf, setResultsOf] = useState<ModuleRow | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const locked = editing?.row?.status === "released";

  async function changeStatus(row: ModuleRow, status: "released" | "withdrawn", ctx: TableContext) {
    const values = Object.fromEntries(EDITABLE.map((key) => [key, row[key]]));
    try {
      await moduleApi.save({ ...values, id: row.id, status }, { quiet: false });
      notice.success(
        t(status === "released" ? "upgradePage.released" : "upgradePage.withdrawn", {
          version: row.version,
        }),
      );
      await ctx.reload();
    } catch {
      // Shown by the client (a model/version clash, a move the server refuses).
    }
  }

  function confirmStatus(row: ModuleRow, status: "released" | "withdrawn", ctx: TableContext) {
    modal.confirm({
      title: t("common.tip"),
      content: t(
        status === "released" ? "upgradePage.confirmRelease" : "upgradePage.confirmWithdraw",
        { model: row.model, version: row.version },
      ),
      okText: t("common.ok"),
      cancelText: t("common.cancel"),
      onOk: () => changeStatus(row, status, ctx),
    });
  }

  async function remove(row: ModuleRow, ctx: TableContext) {
    try {
      await moduleApi.remove([row.id]);
      notice.success(t("module.deleted"));
      await ctx.reload();
    } catch {
      // Shown by the client (a released package cannot be deleted).
    }
  }

  return (
    <>
      {noticeHolder}
      {modalHolder}
      <DeviceTable
        module="firmware"
        title={t("upgradePage.title")}
        reloadKey={reloadKey}
        columns={[
          "model",
          "version",
          "status",
          "fileName",
          "size",
          "md5",
          "forced",
          "rolloutPercent",
          "releasedAt",
          "successCount",
          "failedCount",
        ]}
        filters={["model", "version", "status"]}
        titles={{ size: t("upgradePage.size") }}
        cells={{
          status: (value) => (
            <Tag color={STATUS_COLORS[String(value)]}>
              {t(`upgradePage.statuses.${String(value)}`, { defaultValue: String(value) })}
            </Tag>
          ),
          // Shown as 3.0 MB under 文件大小 (the export keeps bytes under 文件大小（字节）); the exact
          // bytes on hover.
          size: (value) => (
            <span
              title={t("upgradePage.sizeBytes", { bytes: Number(value ?? 0).toLocaleString() })}
            >
              {fileSize(value as number)}
            </span>
          ),
          // The MD5 the uploader computed, and the SHA-256 the server did (packages made before
          // migration 0018 have none), in full on hover.
          md5: (value, row) =>
            value ? (
              <>
                <Typography.Text code>{String(value)}</Typography.Text>
                {row.sha256 ? (
                  <div title={String(row.sha256)}>
                    <Typography.Text type="secondary">
                      {t("upgradePage.sha256", { sha256: `${String(row.sha256).slice(0, 16)}…` })}
                    </Typography.Text>
                  </div>
                ) : null}
              </>
            ) : (
              ""
            ),
          forced: (value) =>
            value ? (
              <Tag color="red">{t("upgradePage.forced")}</Tag>
            ) : (
              <Tag>{t("upgradePage.notForced")}</Tag>
            ),
          rolloutPercent: (value) => t("upgradePage.rollout", { percent: value ?? 0 }),
        }}
        toolbar={(ctx) =>
          can("add") ? (
            <Button type="primary" onClick={() => setEditing({ meta: ctx.meta, row: null })}>
              {t("module.add")}
            </Button>
          ) : null
        }
        rowActions={(row, ctx) => [
          <Button key="results" type="link" size="small" onClick={() => setResultsOf(row)}>
            {t("upgradePage.results")}
          </Button>,
          can("edit") ? (
            <Button
              key="edit"
              type="link"
              size="small"
              onClick={() => setEditing({ meta: ctx.meta, row })}
            >
              {t("module.edit")}
            </Button>
          ) : null,
          can("edit") && row.status !== "released" ? (
            <Button
              key="release"
              type="link"
              size="small"
              onClick={() => confirmStatus(row, "released", ctx)}
            >
              {t("upgradePage.release")}
            </Button>
          ) : null,
          can("edit") && row.status === "released" ? (
            <Button
              key="withdraw"
              type="link"
              size="small"
              danger
              onClick={() => confirmStatus(row, "withdrawn", ctx)}
            >
              {t("upgradePage.withdraw")}
            </Button>
          ) : null,
          can("del") && row.status !== "released" ? (
            <Popconfirm
              key="delete"
              title={t("module.confirmDelete")}
              okText={t("common.ok")}
              cancelText={t("common.cancel")}
              onConfirm={() => remove(row, ctx)}
            >
              <Button type="link" size="small" danger>
                {t("module.delete")}
              </Button>
            </Popconfirm>
          ) : null,
        ]}
      />
      {editing ? (
        <ModuleFormDialog
          key={editing.row ? String(editing.row.id) : "new"}
          open
          meta={editing.meta}
          row={editing.row}
          api={moduleApi}
          order={FORM_ORDER}
          fields={{
            // A released package keeps model, version and file (the server refuses a change):
            // shown read-only with why. The model is chosen among the known ones.
            model: {
              input: ({ column }) =>
                locked ? (
                  <LockedText label={column.label} />
                ) : (
                  <ModelSelect api={api} label={column.label} />
                ),
            },
            ...(locked
              ? { version: { input: ({ column }) => <LockedText label={column.label} /> } }
              : {}),
            // A draft may wait for its file; the server asks for one before releasing.
            uploadId: {
              input: () => <FirmwareFileInput current={editing.row} locked={locked} />,
            },
          }}
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
