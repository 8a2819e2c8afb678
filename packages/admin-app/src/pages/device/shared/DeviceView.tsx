import { type ReactNode, useMemo } from "react";
import { useModuleHttp } from "../../../components/module";
import { createModuleApi } from "../../../components/module/moduleApi";
import { DeviceDialogs } from "./DeviceDialogs";
import { DeviceTable } from "./DeviceTable";
import { createDeviceApi } from "./deviceApi";
import { DEVICE_CELLS } from "./deviceCells";
import { PersonSelect } from "./PersonSelect";
import { useDeviceCommands } from "./useDeviceCommands";
import { useDeviceDialogs } from "./useDeviceDialogs";
import { type RowAction, useDeviceRowActions } from "./useDeviceRowActions";
import { type ToolbarAction, useDeviceToolbar } from "./useDeviceToolbar";
import { useDeviceTranslation } from "./useDeviceTranslation";
import { usePeople } from "./usePeople";

// Where the device pages have always found them.
export { OnlineTag } from "./OnlineTag";
export type { RowAction } from "./useDeviceRowActions";
export type { ToolbarAction } from "./useDeviceToolbar";

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
  const agents = usePeople(api, "agent");
  const afterSales = usePeople(api, "afterSale");
  const dialogs = useDeviceDialogs();
  const commands = useDeviceCommands(api, moduleApi, dialogs.setSecrets);
  const toolbar = useDeviceToolbar(props.toolbar, commands, dialogs);
  const rowActions = useDeviceRowActions(props.rows, commands, dialogs);

  return (
    <>
      {commands.holders}
      {props.header}
      <DeviceTable
        module="device"
        fixed={props.fixed}
        columns={props.columns}
        filters={props.filters}
        cells={DEVICE_CELLS}
        // Agents and after-sale staff are chosen by name; the server filters by their ids.
        filterInputs={{
          agentId: <PersonSelect label={t("device.assign.agent")} people={agents} />,
          afterSaleId: <PersonSelect label={t("device.assign.afterSale")} people={afterSales} />,
        }}
        intro={props.intro}
        toolbar={toolbar}
        rowActions={rowActions}
        reloadKey={commands.reloadKey}
        live={props.live}
      />
      <DeviceDialogs
        dialogs={dialogs}
        api={api}
        moduleApi={moduleApi}
        agents={agents}
        afterSales={afterSales}
        onChanged={commands.changed}
      />
    </>
  );
}
