import { Button, Modal } from "antd";
import { useMemo } from "react";
import { ModuleFormDialog } from "../../../components/module";
import type { ModuleApi } from "../../../components/module/moduleApi";
import { AssignDialog } from "./AssignDialog";
import type { DeviceApi, Person } from "./deviceApi";
import { FORM_ORDER } from "./deviceFields";
import { ImportDialog } from "./ImportDialog";
import { PartDialog } from "./PartDialog";
import { SecretsPanel } from "./SecretsPanel";
import { SellDialog } from "./SellDialog";
import type { DeviceDialogState } from "./useDeviceDialogs";
import { useDeviceTranslation } from "./useDeviceTranslation";

export interface DeviceDialogsProps {
  dialogs: DeviceDialogState;
  api: DeviceApi;
  moduleApi: ModuleApi;
  agents: Person[];
  afterSales: Person[];
  /** A dialog changed devices: says `done` (when given) and reloads the table. */
  onChanged(done?: string): void;
}

/** The dialogs of a device view, each open while useDeviceDialogs says so. */
export function DeviceDialogs({
  dialogs,
  api,
  moduleApi,
  agents,
  afterSales,
  onChanged,
}: DeviceDialogsProps) {
  const { t } = useDeviceTranslation();
  const { editing, assigning, part, secrets, setSecrets } = dialogs;

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
    [moduleApi, setSecrets],
  );

  return (
    <>
      {editing ? (
        <ModuleFormDialog
          open
          meta={editing.meta}
          row={editing.row}
          order={FORM_ORDER}
          api={savingApi}
          onClose={() => dialogs.setEditing(null)}
          onSaved={() => {
            dialogs.setEditing(null);
            onChanged(t("device.done.saved"));
          }}
        />
      ) : null}
      <ImportDialog
        open={dialogs.importing}
        api={api}
        onClose={() => dialogs.setImporting(false)}
        onImported={() => onChanged()}
      />
      <AssignDialog
        kind={assigning?.kind ?? "agent"}
        devices={assigning?.devices ?? []}
        people={assigning?.kind === "afterSale" ? afterSales : agents}
        api={api}
        onClose={() => dialogs.setAssigning(null)}
        onAssigned={(count) => {
          dialogs.setAssigning(null);
          onChanged(t("device.done.assigned", { count }));
        }}
      />
      <SellDialog
        devices={dialogs.selling}
        agents={agents}
        api={api}
        onClose={() => dialogs.setSelling([])}
        onSold={(count) => {
          dialogs.setSelling([]);
          onChanged(t("device.done.sold", { count }));
        }}
      />
      <PartDialog
        kind={part?.kind ?? "battery"}
        device={part?.device ?? null}
        api={api}
        onClose={() => dialogs.setPart(null)}
        onSaved={() => {
          dialogs.setPart(null);
          onChanged(t("device.done.saved"));
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
