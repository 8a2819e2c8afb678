import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ModuleRow } from "../../../components/module/moduleTypes";
import { OnlineTag } from "./OnlineTag";

/** The cells a device view draws itself; every other column shows its value as the server's meta says. */
export const DEVICE_CELLS: Record<string, (value: unknown, row: ModuleRow) => ReactNode> = {
  serial: (value, row) => <Link to={`/device/info?id=${row.id}`}>{String(value)}</Link>,
  // The server decorates each row with the names; the id stands in for a user since removed.
  agentId: (value, row) => (value == null ? "" : String(row.agentName ?? value)),
  afterSaleId: (value, row) => (value == null ? "" : String(row.afterSaleName ?? value)),
  online: (value) => <OnlineTag online={value as boolean | null} />,
};
