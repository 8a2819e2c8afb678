// The device screen's buttons, `device:<action>`: the menu seed grants them, the server's device
// routes check them on every call, and the admin app shows a button only when it is granted. One
// list, so a button cannot exist on one side only (issue 37).

/** What after-sale staff may do besides the administrator: read, export and service. */
export const AFTERSALE_DEVICE_ACTIONS = ["index", "export", "battery", "electrode"] as const;

/** What only the administrator may do: the device's records, its owner and its secret. */
export const ADMIN_DEVICE_ACTIONS = [
  "add",
  "edit",
  "del",
  "import",
  "agent",
  "afterSale",
  "sell",
  "restore",
  "secret",
] as const;

export type DeviceAction =
  | (typeof AFTERSALE_DEVICE_ACTIONS)[number]
  | (typeof ADMIN_DEVICE_ACTIONS)[number];

export type DevicePermission = `device:${DeviceAction}`;

/** The permission string of each device action, as routes declare it and authBtnList holds it. */
export const DEVICE_PERMISSIONS = Object.fromEntries(
  [...AFTERSALE_DEVICE_ACTIONS, ...ADMIN_DEVICE_ACTIONS].map((action) => [
    action,
    `device:${action}`,
  ]),
) as { readonly [A in DeviceAction]: `device:${A}` };
