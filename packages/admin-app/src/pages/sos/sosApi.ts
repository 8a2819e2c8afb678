import type { HttpClient } from "../../api/http";
import type { ModuleRow } from "../../components/module/moduleTypes";

// The statuses and their order are the contract's, the same the server moves alarms by.
export { nextSosStep as nextStep, type SosStatus as AlarmStatus } from "@vitrine/contract";

/** The SOS calls beyond the framework's generic ones (packages/server/src/devices/API.md). */
export function createSosApi(http: HttpClient) {
  return {
    info: (id: number) => http.get<ModuleRow>("/sos/info", { id }, { quiet: true }),
    /** new → acknowledged; the caller becomes the handler. */
    acknowledge: (id: number, notes: string) =>
      http.post<{ alarm: ModuleRow }>("/sos/acknowledge", { id, notes }, { quiet: true }),
    /** acknowledged → resolved; notes are required. */
    resolve: (id: number, notes: string) =>
      http.post<{ alarm: ModuleRow }>("/sos/resolve", { id, notes }, { quiet: true }),
  };
}

export type SosApi = ReturnType<typeof createSosApi>;
