import type { DeviceDetailAnswer, HeartbeatsAnswer } from "@vitrine/contract";
import type { Download, HttpClient } from "../../../api/http";
import type { ModuleRow } from "../../../components/module/moduleTypes";
import type { DeviceSecret } from "./SecretsPanel";

/** One line of the import's report: the sheet's row number (header = 1) and what was wrong. */
export interface ImportRow {
  row: number;
  serial: string;
  ok: boolean;
  errors: string[];
}

export interface ImportReport {
  total: number;
  valid: number;
  invalid: number;
  imported: number;
  rows: ImportRow[];
  /** The new devices' secrets, shown once. */
  secrets: DeviceSecret[];
}

export interface SaleRecord {
  buyer: string;
  buyerPhone?: string;
  /** An instant (ISO text). */
  soldAt: string;
  /** 元 as typed ("12.30"): the server reads it by the same rule as the dialog. */
  price: string;
  channel: string;
  agentId: number | null;
  notes: string;
}

/** The answers' shapes are the contract's, which the server's device routes build. */
export type DeviceDetail = DeviceDetailAnswer<string, ModuleRow>;
export type {
  DeviceHistoryEntry as HistoryEntry,
  DeviceSaleAnswer as Sale,
  HeartbeatPoint as Heartbeat,
} from "@vitrine/contract";

export interface Person {
  id: number;
  name: string;
}

export type AssignKind = "agent" | "afterSale";

/** The device calls beyond the framework's generic ones (packages/server/src/devices/API.md). */
export function createDeviceApi(http: HttpClient) {
  return {
    detail: (id: number) => http.get<DeviceDetail>("/device/detail", { id }),
    heartbeats: (id: number, hours = 24) =>
      http.get<HeartbeatsAnswer>("/device/heartbeats", {
        id,
        hours,
      }),
    restore: (ids: number[]) => http.post<unknown>("/device/restore", { ids }),
    sell: (ids: number[], sale: SaleRecord) =>
      http.post<unknown>("/device/sell", { ids, ...sale }, { quiet: true }),
    assign: (kind: AssignKind, ids: number[], userId: number | null) =>
      kind === "agent"
        ? http.post<unknown>("/device/assignAgent", { ids, agentId: userId })
        : http.post<unknown>("/device/assignAfterSale", { ids, afterSaleId: userId }),
    rotateSecret: (id: number) =>
      http.post<{ id: number; serial: string; secret: string }>("/device/rotateSecret", { id }),
    /** Active users holding the agent or after-sale role, for the assignment choices. */
    people: async (kind: AssignKind): Promise<Person[]> => {
      const role = kind === "agent" ? "agent" : "aftersale";
      const users = await http.post<Array<{ id: number; username: string }>>("/device/candidates", {
        role,
      });
      return users.map((u) => ({ id: u.id, name: u.username }));
    },
    saveBattery: (id: number, values: Record<string, unknown>) =>
      http.post<unknown>("/device/battery", { id, ...values }, { quiet: true }),
    saveElectrode: (id: number, values: Record<string, unknown>) =>
      http.post<unknown>("/device/electrode", { id, ...values }, { quiet: true }),
    importFile: async (file: File, allOrNothing: boolean): Promise<ImportReport> => {
      const form = new FormData();
      form.append("allOrNothing", allOrNothing ? "1" : "0");
      form.append("file", file);
      const answer = await http.post<ImportAnswer>("/upload/importExcel", form, {
        timeoutMs: 120_000,
        quiet: true,
      });
      return {
        ...answer,
        secrets: answer.devices.map(({ serial, secret }) => ({ serial, secret })),
      };
    },
    template: (): Promise<Download> => http.download("/device/importTemplate"),
  };
}

/** The server's answer to an import; `devices` carries the new secrets. */
interface ImportAnswer extends Omit<ImportReport, "secrets"> {
  devices: Array<{ id: number; serial: string; secret: string }>;
}

export type DeviceApi = ReturnType<typeof createDeviceApi>;
