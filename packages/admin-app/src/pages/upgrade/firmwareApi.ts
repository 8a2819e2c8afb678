import type { HttpClient } from "../../api/http";

export interface UpgradeResult {
  id: number;
  deviceId: number;
  serial: string;
  fromVersion: string;
  toVersion: string;
  success: boolean;
  message: string;
  reportedAt: string;
}

export interface UpgradeResults {
  success: number;
  failed: number;
  rows: UpgradeResult[];
}

/** The firmware calls beyond the framework's generic ones (packages/server/src/devices/API.md). */
export function createFirmwareApi(http: HttpClient) {
  return {
    /** The upgrade results devices reported for one package (the newest 500) and the counts. */
    results: (id: number) => http.get<UpgradeResults>("/firmware/results", { id }),
    /** The device models a package can be made for (devices' and packages' models). */
    models: () => http.get<string[]>("/firmware/models"),
  };
}

export type FirmwareApi = ReturnType<typeof createFirmwareApi>;
