import { ADMIN_DEVICE_ACTIONS, AFTERSALE_DEVICE_ACTIONS } from "../device-permissions.js";
import { ADMIN, AFTERSALE, leaf, moduleButtons } from "./build.js";
import { LAYOUT_VIEWS, type Resource } from "./types.js";

/** The device fleet and its app (issues 22 and 23): app users, devices, upgrades, SOS, feedback. */
export const app: Resource = {
  path: "/app",
  name: "appIndex",
  view: LAYOUT_VIEWS.parent,
  redirect: "/app/user",
  icon: "MobileOutlined",
  roles: ADMIN,
  serverMenuOnly: true,
  children: [
    // App users are never deleted (feedback and devices refer to them): no del button.
    leaf("app", "appUser", ADMIN, {
      buttons: moduleButtons("appUser", ["index", "add", "edit", "status", "export"]),
    }),
    leaf("app", "appAbout", ADMIN, { buttons: moduleButtons("appAbout", ["edit"]) }),
    leaf("app", "appMyAbout", ADMIN, { buttons: moduleButtons("appMyAbout", ["edit"]) }),
  ],
};

export const device: Resource = {
  path: "/device",
  name: "deviceIndex",
  view: LAYOUT_VIEWS.parent,
  redirect: "/device/list",
  icon: "HddOutlined",
  roles: AFTERSALE,
  serverMenuOnly: true,
  children: [
    leaf("device", "deviceList", AFTERSALE, {
      // Server-checked per call (devices/API.md); after-sale staff read, export and service.
      buttons: [
        ...moduleButtons("device", AFTERSALE_DEVICE_ACTIONS, AFTERSALE),
        ...moduleButtons("device", ADMIN_DEVICE_ACTIONS),
      ],
    }),
    leaf("device", "deviceInfo", AFTERSALE, { isHide: true }),
    ...["Battery", "Electrode", "Agent", "AfterSale", "Sell", "Sold"].map((n) =>
      leaf("device", `device${n}`, AFTERSALE),
    ),
  ],
};

export const upgrade: Resource = {
  path: "/upgrade",
  name: "upgrade",
  view: "upgrade/index",
  icon: "CloudUploadOutlined",
  roles: ADMIN,
  serverMenuOnly: true,
  buttons: moduleButtons("firmware", ["index", "add", "edit", "del", "export"]),
};

export const feedback: Resource = {
  path: "/feedback",
  name: "feedback",
  view: "feedback/index",
  icon: "MessageOutlined",
  roles: ADMIN,
  serverMenuOnly: true,
  // edit: reply and assign; status: new → processing → resolved (feedback/admin-routes.ts).
  buttons: moduleButtons("feedback", ["index", "edit", "status", "export"]),
};

export const sos: Resource = {
  path: "/sos",
  name: "sos",
  view: "sos/index",
  icon: "AlertOutlined",
  roles: AFTERSALE,
  serverMenuOnly: true,
  buttons: moduleButtons("sos", ["index", "export", "acknowledge", "resolve"], AFTERSALE),
};

export const websocket: Resource = {
  path: "/websocket",
  name: "websocket",
  view: "websocket/index",
  icon: "ApiOutlined",
  roles: ADMIN,
  serverMenuOnly: true,
};
