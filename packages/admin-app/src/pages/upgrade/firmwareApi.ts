import type { UpgradeResults } from "@vitrine/contract";
import type { HttpClient } from "../../api/http";

export type { UpgradeResult, UpgradeResults } from "@vitrine/contract";

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
