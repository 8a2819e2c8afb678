import type { FleetEvent } from "../../realtime/types";
import type { DashboardSummary } from "../home/dashboardApi";

/**
 * The wall's counters moved by one live event, between two loads of the figures: a device coming
 * online or going offline moves the online count, a new alarm the open and waiting alarms. A status
 * change of an alarm says only its new status, so the figures are loaded again ("reload").
 * Only figures the summary carries move (the user's grants decide, as for the loads).
 */
export function applyFleetEvent(
  summary: DashboardSummary,
  event: FleetEvent,
): DashboardSummary | "reload" {
  switch (event.type) {
    case "online":
    case "offline": {
      if (!summary.devicesOnline) return summary;
      const step = event.type === "online" ? 1 : -1;
      const now = Math.min(
        summary.devicesOnline.inService,
        Math.max(0, summary.devicesOnline.now + step),
      );
      return { ...summary, devicesOnline: { ...summary.devicesOnline, now } };
    }
    case "sos": {
      if (!summary.openSos) return summary;
      const sos = summary.openSos;
      return {
        ...summary,
        openSos: {
          ...sos,
          open: sos.open + 1,
          waiting: sos.waiting + 1,
          today: sos.today + 1,
          last30: sos.last30 + 1,
        },
      };
    }
    case "sosChanged":
      return summary.openSos ? "reload" : summary;
    default:
      return summary;
  }
}
