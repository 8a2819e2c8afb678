import type { DeviceViewProps } from "../shared/DeviceView";
import { MADE_FIELDS } from "../shared/deviceFields";

export const DEVICE_TABS = ["production", "sold", "network", "deleted"] as const;
export type DeviceTab = (typeof DEVICE_TABS)[number];
export type OnlineChoice = "all" | "online" | "offline";

type TabView = Pick<DeviceViewProps, "fixed" | "columns" | "filters" | "toolbar" | "rows" | "live">;

/**
 * What each tab lists and offers. The server selects the tab's devices from `tab` (production =
 * made, sold, network = ever connected and not deleted, deleted); `online` narrows the network tab.
 */
export function deviceTabView(tab: DeviceTab, online: OnlineChoice = "all"): TabView {
  switch (tab) {
    case "production":
      return {
        fixed: { tab },
        columns: ["serial", ...MADE_FIELDS, "agentId", "afterSaleId", "createdAt"],
        filters: ["serial", "imei", "model", "batch", "producedOn", "agentId", "createdAt"],
        toolbar: ["add", "import", "agent", "afterSale", "sell", "delete"],
        rows: ["info", "edit", "battery", "electrode", "secret", "delete"],
      };
    case "sold":
      return {
        fixed: { tab },
        columns: [
          "serial",
          "model",
          "firmwareVersion",
          "batch",
          "agentId",
          "afterSaleId",
          "appUserId",
          "soldAt",
          "online",
        ],
        filters: ["serial", "model", "batch", "agentId", "afterSaleId", "soldAt"],
        toolbar: ["agent", "afterSale", "delete"],
        rows: ["info", "edit", "battery", "electrode", "secret", "delete"],
      };
    case "network":
      return {
        fixed: online === "all" ? { tab } : { tab, online: online === "online" },
        // 在线 and the last heartbeat follow the live line (issue 36 item 5).
        live: true,
        columns: [
          "serial",
          "model",
          "firmwareVersion",
          "online",
          "lastSeenAt",
          "batteryLevel",
          "signal",
          "province",
          "agentId",
        ],
        filters: ["serial", "model", "firmwareVersion", "agentId", "lastSeenAt"],
        toolbar: ["afterSale"],
        rows: ["info", "battery", "electrode", "secret"],
      };
    case "deleted":
      return {
        fixed: { tab },
        columns: ["serial", "imei", "model", "batch", "stateBeforeDelete", "deletedAt"],
        filters: ["serial", "model", "batch"],
        toolbar: ["restore"],
        rows: ["info", "restore"],
      };
  }
}
