import type { ModuleDeclaration } from "../modules/framework/types.js";
import { text } from "../modules/system/fields.js";
import { deviceFields } from "./declaration-fields.js";
import { deviceHooks } from "./declaration-hooks.js";
import { deviceListAnswer } from "./device-answer-schema.js";
import { devices } from "./schema.js";

export { STATE_OPTIONS, TAB_OPTIONS } from "./declaration-fields.js";

/**
 * Devices on the module framework (`device:*`). The state is never written through add/edit: it
 * moves only through sell, delete and restore (routes.ts, admin/), which refuse the illegal moves. `del`
 * is not the framework's (a device is never erased, it goes to the delete tab): routes.ts serves it.
 * Its fields and hooks are declaration-fields.ts and declaration-hooks.ts.
 */
export function createDeviceModule(now: () => Date = () => new Date()): ModuleDeclaration {
  return {
    name: "device",
    permission: "device",
    title: text("设备", "Devices", "裝置"),
    table: devices,
    id: devices.id,
    actions: ["index", "add", "edit", "export"],
    defaultOrder: { key: "id", direction: "desc" },
    nameField: "serial",
    indexAnswer: deviceListAnswer,
    fields: deviceFields(),
    hooks: deviceHooks(now),
  };
}

/** The declaration as the operation log and module lists know it. */
export const deviceModule = createDeviceModule();
