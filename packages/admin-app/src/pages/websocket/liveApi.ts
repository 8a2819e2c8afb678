import type { HttpClient } from "../../api/http";

/** What the live view filters by: an exact model, an agent. */
export interface LiveFilter {
  model: string;
  agentId: number | null;
}

/** A device row of the live view (a subset of the device list's row). */
export interface LiveDevice {
  id: number;
  serial: string;
  model: string;
  agentId: number | null;
  agentName: string | null;
  online: boolean | null;
  batteryLevel: number | null;
  signal: number | null;
  lastSeenAt: string | null;
}

export interface LiveCounts {
  online: number;
  offline: number;
}

/** How many devices of a filter the live view lists. */
export const LIVE_PAGE_SIZE = 20;

function filterBody(filter: LiveFilter) {
  return {
    tab: "network",
    ...(filter.model.trim() ? { model: filter.model.trim() } : {}),
    ...(filter.agentId !== null ? { agentId: filter.agentId } : {}),
  };
}

/** The device calls the live view makes (devices/API.md). */
export function createLiveApi(http: HttpClient) {
  const page = (body: Record<string, unknown>) =>
    http.post<{ total: number; data: LiveDevice[] }>("/device/index", body, { quiet: true });
  return {
    /** Online and offline among the devices that ever connected, under the filter. */
    async counts(filter: LiveFilter): Promise<LiveCounts> {
      const [online, offline] = await Promise.all([
        page({ ...filterBody(filter), online: true, page: 1, limit: 10 }),
        page({ ...filterBody(filter), online: false, page: 1, limit: 10 }),
      ]);
      return { online: online.total, offline: offline.total };
    },
    /** The most recently heard devices under the filter. */
    async devices(filter: LiveFilter): Promise<LiveDevice[]> {
      const answer = await page({
        ...filterBody(filter),
        page: 1,
        limit: LIVE_PAGE_SIZE,
        order_field: "lastSeenAt",
        order_type: "desc",
      });
      return answer.data;
    },
    /**
     * The ids of every device under the filter, to filter the event stream; null when there are
     * more than the server lists at once (the stream is then filtered by the listed devices).
     */
    async matchingIds(filter: LiveFilter): Promise<Set<number> | null> {
      try {
        const rows = await http.post<Array<{ id: number }>>("/device/list", filterBody(filter), {
          quiet: true,
        });
        return new Set(rows.map((row) => row.id));
      } catch {
        return null;
      }
    },
    agents: () =>
      http.post<Array<{ id: number; username: string }>>(
        "/device/candidates",
        { role: "agent" },
        { quiet: true },
      ),
  };
}

export type LiveApi = ReturnType<typeof createLiveApi>;
