import { ADMIN, ALL, CRUD, leaf, moduleButtons, STAFF } from "./build.js";
import { recordScreensIn } from "./records.js";
import { LAYOUT_VIEWS, type Resource } from "./types.js";

/** The shell's own screens: home, the system area (admin-shell spec section 2), permissions. */
export const home: Resource = {
  path: "/home",
  name: "home",
  view: "home/index",
  icon: "HomeOutlined",
  roles: STAFF,
  isAffix: true,
};

/** The system screens are the spec's kept-alive ones. */
const systemScreen = (name: string, icon: string, buttons = moduleButtons(name, CRUD)) =>
  leaf("system", `system${name.charAt(0).toUpperCase()}${name.slice(1)}`, ADMIN, {
    isKeepAlive: true,
    icon,
    buttons,
  });

export const system: Resource = {
  path: "/system",
  name: "system",
  view: LAYOUT_VIEWS.parent,
  redirect: "/system/menu",
  icon: "SettingOutlined",
  roles: ADMIN,
  children: [
    systemScreen("menu", "MenuOutlined"),
    systemScreen("role", "TeamOutlined"),
    systemScreen("user", "UserOutlined"),
    systemScreen("dept", "ApartmentOutlined"),
    systemScreen("dic", "BookOutlined"),
    ...recordScreensIn("system"),
    systemScreen("log", "FileTextOutlined", moduleButtons("log", ["index", "export"])),
    systemScreen("config", "ToolOutlined", [
      ...moduleButtons("config", ["index", "add", "edit"]),
      // The typed site settings (issue 26): title, theme defaults, idle lock, sign-in methods.
      { title: "router.btn.siteSettings", permission: "settings:edit", roles: ADMIN },
    ]),
  ],
};

export const limits: Resource = {
  path: "/limits",
  name: "limits",
  view: LAYOUT_VIEWS.parent,
  redirect: "/limits/frontEnd",
  icon: "SafetyOutlined",
  roles: ALL,
  children: [
    {
      path: "/limits/frontEnd",
      name: "limitsFrontEnd",
      view: LAYOUT_VIEWS.parent,
      redirect: "/limits/frontEnd/page",
      roles: ALL,
      children: [
        {
          path: "/limits/frontEnd/page",
          name: "limitsFrontEndPage",
          view: "limits/frontEnd/page/index",
          roles: ALL,
        },
        {
          path: "/limits/frontEnd/btn",
          name: "limitsFrontEndBtn",
          view: "limits/frontEnd/btn/index",
          roles: ALL,
          buttons: [
            { title: "router.btn.add", permission: "btn.add", roles: ALL },
            { title: "router.btn.del", permission: "btn.del", roles: ADMIN },
            { title: "router.btn.edit", permission: "btn.edit", roles: ADMIN },
            { title: "router.btn.link", permission: "btn.link", roles: ALL },
          ],
        },
      ],
    },
    {
      path: "/limits/backEnd",
      name: "limitsBackEnd",
      view: LAYOUT_VIEWS.parent,
      redirect: "/limits/backEnd/page",
      roles: ALL,
      children: [
        {
          path: "/limits/backEnd/page",
          name: "limitsBackEndEndPage",
          view: "limits/backEnd/page/index",
          roles: ALL,
        },
      ],
    },
  ],
};

export const personal: Resource = {
  path: "/personal",
  name: "personal",
  view: "personal/index",
  icon: "IdcardOutlined",
  roles: STAFF,
};
