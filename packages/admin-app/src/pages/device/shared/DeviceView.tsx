import { Button, Modal, message, Popconfirm, Select, Tag } from "antd";
import { type ReactNode, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { ModuleFormDialog, useModuleHttp } from "../../../components/module";
import { createModuleApi } from "../../../components/module/moduleApi";
import type { ModuleMeta, ModuleRow } from "../../../components/module/moduleTypes";
import { AssignDialog } from "./AssignDialog";
import { DeviceTable, type TableContext } from "./DeviceTable";
import { type AssignKind, createDeviceApi } from "./deviceApi";
import { ImportDialog } from "./ImportDialog";
import { PartDialog, type PartKind } from "./PartDialog";
import { useDevicePermission } from "./permissions";
import { type DeviceSecret, SecretsPanel } from "./SecretsPanel";
import { SellDialog } from "./SellDialog";
import { useDeviceTranslation } from "./useDeviceTranslation";
import { usePeople } from "./usePeople";

/** Buttons over the table, acting on the ticked devices (or adding new ones). */
export type ToolbarAction =
  | "add"
  | "import"
  | "agent"
  | "afterSale"
  | "sell"
  | "delete"
  | "restore";
/** Buttons in each row. */
export type RowAction = "info" | "edit" | "battery" | "electrode" | "secret" | "delete" | "restore";

export interface DeviceViewProps {
  /** Filters always sent (the tab's state, online devices only). */
  fixed: Record<string, unknown>;
  columns: string[];
  filters?: string[];
  toolbar: ToolbarAction[];
  rows: RowAction[];
  intro?: ReactNode;
  /** Anything above the table (the network tab's online/offline switch). */
  header?: ReactNode;
  /** The rows follow the live line and show how fresh they are (the network tab). */
  live?: boolean;
}

/** The fields of the add / edit form, in this order. */
const FORM_ORDER = [
  "serial",
  "imei",
  "model",
  "hardwareVersion",
  "firmwareVersion",
  "batch",
  "producedOn",
  "remark",
];

/**
 * One view of the devices: a table with the view's fixed filters, and the actions the view offers
 * (the list's tabs and the focused views of the spec's route table: battery, electrode, agent,
 * after-sale, sell). Each button shows only to operators holding its `device:<action>`.
 */
export function DeviceView(props: DeviceViewProps) {
  const { t } = useDeviceTranslation();
  const http = useModuleHttp();
  const api = useMemo(() => createDeviceApi(http), [http]);
  const moduleApi = useMemo(() => createModuleApi(http, "device"), [http]);
  const navigate = useNavigate();
  const can = useDevicePermission();
  const [notice, noticeHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const agents = usePeople(api, "agent");
  const afterSales = usePeople(api, "afterSale");

  const [reloadKey, setReloadKey] = useState(0);
  const reload = () => setReloadKey((k) => k + 1);
  const [editing, setEditing] = useState<{ meta: ModuleMeta; row: ModuleRow | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const [assigning, setAssigning] = useState<{ kind: AssignKind; devices: ModuleRow[] } | null>(
    null,
  );
  const [selling, setSelling] = useState<ModuleRow[]>([]);
  const [part, setPart] = useState<{ kind: PartKind; device: ModuleRow } | null>(null);
  const [secrets, setSecrets] = useState<DeviceSecret[]>([]);

  const cells: Record<string, (value: unknown, row: ModuleRow) => ReactNode> = {
    serial: (value, row) => <Link to={`/device/info?id=${row.id}`}>{String(value)}</Link>,
    // The server decorates each row with the names; the id stands in for a user since removed.
    agentId: (value, row) => (value == null ? "" : String(row.agentName ?? value)),
    afterSaleId: (value, row) => (value == null ? "" : String(row.afterSaleName ?? value)),
    online: (value) => <OnlineTag online={value as boolean | null} />,
  };

  // Agents and after-sale staff are chosen by name; the server filters by their ids.
  const filterInputs = {
    agentId: (
      <Select
        allowClear
        aria-label={t("device.assign.agent")}
        style={{ minWidth: 160 }}
        showSearch={{ optionFilterProp: "label" }}
        options={agents.map((p) => ({ value: p.id, label: p.name }))}
      />
    ),
    afterSaleId: (
      <Select
        allowClear
        aria-label={t("device.assign.afterSale")}
        style={{ minWidth: 160 }}
        showSearch={{ optionFilterProp: "label" }}
        options={afterSales.map((p) => ({ value: p.id, label: p.name }))}
      />
    ),
  };

  function needSelection(context: TableContext): ModuleRow[] | null {
    if (context.selected.length > 0) return context.selected;
    notice.warning(t("device.actions.chooseFirst"));
    return null;
  }

  async function remove(devices: ModuleRow[], context: TableContext) {
    try {
      await moduleApi.remove(devices.map((d) => d.id));
      notice.success(t("device.done.deleted", { count: devices.length }));
      context.clearSelection();
      await context.reload();
    } catch {
      // Shown by the client.
    }
  }

  async function restore(devices: ModuleRow[], context: TableContext) {
    try {
      await api.restore(devices.map((d) => d.id));
      notice.success(t("device.done.restored", { count: devices.length }));
      context.clearSelection();
      await context.reload();
    } catch {
      // Shown by the client.
    }
  }

  // A device added here gets its secret from the server's answer, as a reset does: shown once.
  const savingApi = useMemo(
    () => ({
      async save(values: Record<string, unknown>) {
        const answer = await moduleApi.save(values);
        const made = answer as { secret?: unknown } | null;
        if (typeof made?.secret === "string")
          setSecrets([{ serial: String(values.serial ?? ""), secret: made.secret }]);
        return answer;
      },
    }),
    [moduleApi],
  );

  async function rotate(device: ModuleRow) {
    try {
      const answer = await api.rotateSecret(device.id);
      setSecrets([answer]);
    } catch {
      // Shown by the client.
    }
  }

  const toolbar = (context: TableContext) => {
    const buttons: ReactNode[] = [];
    const enabled = (action: ToolbarAction) => props.toolbar.includes(action);
    if (enabled("add") && can("add")) {
      buttons.push(
        <Button
          key="add"
          type="primary"
          onClick={() => setEditing({ meta: context.meta, row: null })}
        >
          {t("device.actions.add")}
        </Button>,
      );
    }
    if (enabled("import") && can("import")) {
      buttons.push(
        <Button key="import" onClick={() => setImporting(true)}>
          {t("device.actions.import")}
        </Button>,
      );
    }
    if (enabled("agent") && can("agent")) {
      buttons.push(
        <Button
          key="agent"
          onClick={() => {
            const devices = needSelection(context);
            if (devices) setAssigning({ kind: "agent", devices });
          }}
        >
          {t("device.actions.assignAgent")}
        </Button>,
      );
    }
    if (enabled("afterSale") && can("afterSale")) {
      buttons.push(
        <Button
          key="afterSale"
          onClick={() => {
            const devices = needSelection(context);
            if (devices) setAssigning({ kind: "afterSale", devices });
          }}
        >
          {t("device.actions.assignAfterSale")}
        </Button>,
      );
    }
    if (enabled("sell") && can("sell")) {
      buttons.push(
        <Button
          key="sell"
          onClick={() => {
            const devices = needSelection(context);
            if (devices) setSelling(devices);
          }}
        >
          {t("device.actions.sell")}
        </Button>,
      );
    }
    if (enabled("delete") && can("del")) {
      buttons.push(
        <Button
          key="delete"
          danger
          onClick={() => {
            const devices = needSelection(context);
            if (!devices) return;
            modal.confirm({
              title: t("common.tip"),
              content: t("device.confirm.delete", { count: devices.length }),
              okText: t("common.ok"),
              cancelText: t("common.cancel"),
              onOk: () => remove(devices, context),
            });
          }}
        >
          {t("device.actions.delete")}
        </Button>,
      );
    }
    if (enabled("restore") && can("restore")) {
      buttons.push(
        <Button
          key="restore"
          onClick={() => {
            const devices = needSelection(context);
            if (!devices) return;
            modal.confirm({
              title: t("common.tip"),
              content: t("device.confirm.restore", { count: devices.length }),
              okText: t("common.ok"),
              cancelText: t("common.cancel"),
              onOk: () => restore(devices, context),
            });
          }}
        >
          {t("device.actions.restore")}
        </Button>,
      );
    }
    return buttons;
  };

  const rowActions = (row: ModuleRow, context: TableContext) => {
    const enabled = (action: RowAction) => props.rows.includes(action);
    const link = (key: string, label: string, onClick: () => void) => (
      <Button key={key} type="link" size="small" onClick={onClick}>
        {label}
      </Button>
    );
    return [
      enabled("info")
        ? link("info", t("device.actions.info"), () => navigate(`/device/info?id=${row.id}`))
        : null,
      enabled("edit") && can("edit")
        ? link("edit", t("device.actions.edit"), () => setEditing({ meta: context.meta, row }))
        : null,
      enabled("battery") && can("battery")
        ? link("battery", t("device.actions.battery"), () =>
            setPart({ kind: "battery", device: row }),
          )
        : null,
      enabled("electrode") && can("electrode")
        ? link("electrode", t("device.actions.electrode"), () =>
            setPart({ kind: "electrode", device: row }),
          )
        : null,
      enabled("secret") && can("secret") ? (
        <Popconfirm
          key="secret"
          title={t("device.confirm.rotate", { serial: row.serial })}
          okText={t("common.ok")}
          cancelText={t("common.cancel")}
          onConfirm={() => rotate(row)}
        >
          <Button type="link" size="small">
            {t("device.actions.rotateSecret")}
          </Button>
        </Popconfirm>
      ) : null,
      enabled("delete") && can("del") ? (
        <Popconfirm
          key="delete"
          title={t("device.confirm.delete", { count: 1 })}
          okText={t("common.ok")}
          cancelText={t("common.cancel")}
          onConfirm={() => remove([row], context)}
        >
          <Button type="link" size="small" danger>
            {t("device.actions.delete")}
          </Button>
        </Popconfirm>
      ) : null,
      enabled("restore") && can("restore")
        ? link("restore", t("device.actions.restore"), () => void restore([row], context))
        : null,
    ];
  };

  return (
    <>
      {noticeHolder}
      {modalHolder}
      {props.header}
      <DeviceTable
        module="device"
        fixed={props.fixed}
        columns={props.columns}
        filters={props.filters}
        cells={cells}
        filterInputs={filterInputs}
        intro={props.intro}
        toolbar={toolbar}
        rowActions={rowActions}
        reloadKey={reloadKey}
        live={props.live}
      />
      {editing ? (
        <ModuleFormDialog
          open
          meta={editing.meta}
          row={editing.row}
          order={FORM_ORDER}
          api={savingApi}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            notice.success(t("device.done.saved"));
            reload();
          }}
        />
      ) : null}
      <ImportDialog
        open={importing}
        api={api}
        onClose={() => setImporting(false)}
        onImported={reload}
      />
      <AssignDialog
        kind={assigning?.kind ?? "agent"}
        devices={assigning?.devices ?? []}
        people={assigning?.kind === "afterSale" ? afterSales : agents}
        api={api}
        onClose={() => setAssigning(null)}
        onAssigned={(count) => {
          setAssigning(null);
          notice.success(t("device.done.assigned", { count }));
          reload();
        }}
      />
      <SellDialog
        devices={selling}
        agents={agents}
        api={api}
        onClose={() => setSelling([])}
        onSold={(count) => {
          setSelling([]);
          notice.success(t("device.done.sold", { count }));
          reload();
        }}
      />
      <PartDialog
        kind={part?.kind ?? "battery"}
        device={part?.device ?? null}
        api={api}
        onClose={() => setPart(null)}
        onSaved={() => {
          setPart(null);
          notice.success(t("device.done.saved"));
          reload();
        }}
      />
      <Modal
        open={secrets.length > 0}
        title={t("device.secret.title")}
        width={720}
        mask={{ closable: false }}
        onCancel={() => setSecrets([])}
        footer={
          <Button type="primary" onClick={() => setSecrets([])}>
            {t("common.ok")}
          </Button>
        }
      >
        <SecretsPanel secrets={secrets} heading={false} />
      </Modal>
    </>
  );
}

/** Online, offline, or never connected (`online: null`). */
export function OnlineTag({ online }: { online: boolean | null | undefined }) {
  const { t } = useDeviceTranslation();
  if (online === true) return <Tag color="success">{t("device.online")}</Tag>;
  if (online === false) return <Tag color="default">{t("device.offline")}</Tag>;
  return <Tag>{t("device.never")}</Tag>;
}
