import type { ModuleDeclaration } from "../modules/framework/types.js";
import { text } from "../modules/system/fields.js";
import { firmwareFields } from "./declaration-fields.js";
import { firmwareHooks } from "./declaration-hooks.js";
import { firmwarePackages } from "./schema.js";

export { FIRMWARE_STATUS_OPTIONS } from "./declaration-fields.js";

/**
 * Firmware packages per device model (`firmware:*`). The file is sent with the chunked uploader
 * first (upload/firmware-routes.ts); the package refers to its firmware_files row and copies its
 * download url, size, MD5 and SHA-256, which devices check after downloading. `onChange` lets the heartbeat's cache of released packages forget.
 * Its fields and hooks are declaration-fields.ts and declaration-hooks.ts.
 */
export function createFirmwareModule(onChange: () => void = () => {}): ModuleDeclaration {
  return {
    name: "firmware",
    permission: "firmware",
    title: text("升级包", "Firmware packages", "升級包"),
    table: firmwarePackages,
    id: firmwarePackages.id,
    actions: ["index", "add", "edit", "del", "export"],
    defaultOrder: { key: "id", direction: "desc" },
    nameField: "version",
    fields: firmwareFields(),
    hooks: firmwareHooks(onChange),
  };
}

export const firmwareModule = createFirmwareModule();
