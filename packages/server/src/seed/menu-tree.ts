/**
 * The menu tree seeded on first start: the route table of the admin-shell spec (section 2) and its
 * menu-driven screens, each with its roles. Titles are i18n keys of the admin app (`router.<name>`,
 * buttons `router.btn.<action>`), which must exist in its three languages (its tests check them).
 * Button rows carry the permission identifiers that make up a user's authBtnList. Keep-alive is the
 * spec's: the system screens and /iframesTwo only.
 */
export type RoleSign = "admin" | "common" | "aftersale" | "agent";

export interface SeedButton {
  title: string;
  permission: string;
  roles: RoleSign[];
}

export interface SeedMenu {
  path: string;
  name: string;
  component?: string;
  redirect?: string;
  icon?: string;
  /** Roles allowed; an empty list means open to every signed-in user. */
  roles: RoleSign[];
  isHide?: boolean;
  isKeepAlive?: boolean;
  isAffix?: boolean;
  isIframe?: boolean;
  isLink?: string;
  buttons?: SeedButton[];
  children?: SeedMenu[];
}

/** The title of a menu row: the admin app's i18n key of its route name. */
export function menuTitleKey(name: string): string {
  return `router.${name}`;
}

/** Every title key the seed stores (menus and buttons), for the check that each is translated. */
export function seedTitleKeys(tree: readonly SeedMenu[] = seedMenuTree): string[] {
  return tree.flatMap((item) => [
    menuTitleKey(item.name),
    ...(item.buttons ?? []).map((button) => button.title),
    ...seedTitleKeys(item.children ?? []),
  ]);
}

const ALL: RoleSign[] = ["admin", "common"];
const ADMIN: RoleSign[] = ["admin"];
const PARENT = "layout/routerView/parent";

/** The generic module actions of the system area, granted to admin only. */
function moduleButtons(module: string, actions: string[]): SeedButton[] {
  return actions.map((action) => ({
    title: `router.btn.${action}`,
    permission: `${module}:${action}`,
    roles: ADMIN,
  }));
}
const CRUD = ["index", "add", "edit", "del", "status", "export"];
const AFTERSALE: RoleSign[] = ["admin", "aftersale"];

function buttonsFor(module: string, actions: string[], roles: RoleSign[]): SeedButton[] {
  return actions.map((action) => ({
    title: `router.btn.${action}`,
    permission: `${module}:${action}`,
    roles,
  }));
}

function leaf(
  parent: string,
  name: string,
  roles: RoleSign[],
  extra: Partial<SeedMenu> = {},
): SeedMenu {
  const segment = name.replace(/^[a-z]+(?=[A-Z])/, "");
  const local = segment.charAt(0).toLowerCase() + segment.slice(1);
  return {
    path: `/${parent}/${local}`,
    name,
    component: `${parent}/${local}/index`,
    roles,
    ...extra,
  };
}

export const seedMenuTree: SeedMenu[] = [
  {
    path: "/home",
    name: "home",
    component: "home/index",
    icon: "HomeOutlined",
    roles: ["admin", "common", "aftersale"],
    isAffix: true,
  },
  {
    path: "/system",
    name: "system",
    component: PARENT,
    redirect: "/system/menu",
    icon: "SettingOutlined",
    roles: ADMIN,
    children: [
      leaf("system", "systemMenu", ADMIN, {
        isKeepAlive: true,
        icon: "MenuOutlined",
        buttons: moduleButtons("menu", CRUD),
      }),
      leaf("system", "systemRole", ADMIN, {
        isKeepAlive: true,
        icon: "TeamOutlined",
        buttons: moduleButtons("role", CRUD),
      }),
      leaf("system", "systemUser", ADMIN, {
        isKeepAlive: true,
        icon: "UserOutlined",
        buttons: moduleButtons("user", CRUD),
      }),
      leaf("system", "systemDept", ADMIN, {
        isKeepAlive: true,
        icon: "ApartmentOutlined",
        buttons: moduleButtons("dept", CRUD),
      }),
      leaf("system", "systemDic", ADMIN, {
        isKeepAlive: true,
        icon: "BookOutlined",
        buttons: moduleButtons("dic", CRUD),
      }),
      leaf("system", "systemOrganize", ADMIN, {
        isKeepAlive: true,
        icon: "ClusterOutlined",
        buttons: moduleButtons("organize", CRUD),
      }),
      leaf("system", "systemLog", ADMIN, {
        isKeepAlive: true,
        icon: "FileTextOutlined",
        buttons: moduleButtons("log", ["index", "export"]),
      }),
      leaf("system", "systemConfig", ADMIN, {
        isKeepAlive: true,
        icon: "ToolOutlined",
        buttons: [
          ...moduleButtons("config", ["index", "add", "edit"]),
          // The typed site settings (issue 26): title, theme defaults, idle lock, sign-in methods.
          { title: "router.btn.siteSettings", permission: "settings:edit", roles: ADMIN },
        ],
      }),
    ],
  },
  {
    path: "/limits",
    name: "limits",
    component: PARENT,
    redirect: "/limits/frontEnd",
    icon: "SafetyOutlined",
    roles: ALL,
    children: [
      {
        path: "/limits/frontEnd",
        name: "limitsFrontEnd",
        component: PARENT,
        redirect: "/limits/frontEnd/page",
        roles: ALL,
        children: [
          {
            path: "/limits/frontEnd/page",
            name: "limitsFrontEndPage",
            component: "limits/frontEnd/page/index",
            roles: ALL,
          },
          {
            path: "/limits/frontEnd/btn",
            name: "limitsFrontEndBtn",
            component: "limits/frontEnd/btn/index",
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
        component: PARENT,
        redirect: "/limits/backEnd/page",
        roles: ALL,
        children: [
          {
            path: "/limits/backEnd/page",
            name: "limitsBackEndEndPage",
            component: "limits/backEnd/page/index",
            roles: ALL,
          },
        ],
      },
    ],
  },
  {
    path: "/menu",
    name: "menu",
    component: PARENT,
    redirect: "/menu/menu1",
    icon: "BarsOutlined",
    roles: ALL,
    children: [
      {
        path: "/menu/menu1",
        name: "menu1",
        component: PARENT,
        redirect: "/menu/menu1/menu11",
        roles: ALL,
        children: [
          {
            path: "/menu/menu1/menu11",
            name: "menu11",
            component: "menu/menu1/menu11/index",
            roles: ALL,
          },
          {
            path: "/menu/menu1/menu12",
            name: "menu12",
            component: PARENT,
            redirect: "/menu/menu1/menu12/menu121",
            roles: ALL,
            children: [
              {
                path: "/menu/menu1/menu12/menu121",
                name: "menu121",
                component: "menu/menu1/menu12/menu121/index",
                roles: ALL,
              },
              {
                path: "/menu/menu1/menu12/menu122",
                name: "menu122",
                component: "menu/menu1/menu12/menu122/index",
                roles: ALL,
              },
            ],
          },
          {
            path: "/menu/menu1/menu13",
            name: "menu13",
            component: "menu/menu1/menu13/index",
            roles: ALL,
          },
        ],
      },
      { path: "/menu/menu2", name: "menu2", component: "menu/menu2/index", roles: ALL },
    ],
  },
  {
    path: "/fun",
    name: "funIndex",
    component: PARENT,
    redirect: "/fun/tagsView",
    icon: "ExperimentOutlined",
    roles: ALL,
    children: [
      "TagsView",
      "Countup",
      "WangEditor",
      "Cropper",
      "Qrcode",
      "EchartsMap",
      "PrintJs",
      "Clipboard",
      "GridLayout",
      "Splitpanes",
    ].map((n) => leaf("fun", `fun${n}`, ALL)),
  },
  {
    path: "/pages",
    name: "pagesIndex",
    component: PARENT,
    redirect: "/pages/filtering",
    icon: "FileOutlined",
    roles: ALL,
    children: [
      {
        ...leaf("pages", "pagesFiltering", ALL),
        children: [
          leaf("pages", "pagesFilteringDetails", ALL, {
            path: "/pages/filtering/details",
            component: "pages/filtering/details",
            isHide: true,
          }),
        ],
      },
      leaf("pages", "pagesFilteringDetails1", ALL, {
        path: "/pages/filtering/details1",
        component: "pages/filtering/details1/index",
        isHide: true,
      }),
      ...[
        "Iocnfont",
        "Element",
        "Awesome",
        "FormAdapt",
        "TableRules",
        "FormI18n",
        "FormRules",
        "ListAdapt",
        "Waterfall",
        "Steps",
        "Preview",
        "Waves",
        "Tree",
        "Drag",
      ].map((n) => leaf("pages", `pages${n}`, ALL)),
      leaf("pages", "pagesLazyImg", ADMIN),
      leaf("pages", "pagesDynamicForm", ADMIN),
      leaf("pages", "pagesWorkflow", ADMIN),
    ],
  },
  {
    path: "/make",
    name: "makeIndex",
    component: PARENT,
    redirect: "/make/selector",
    icon: "BuildOutlined",
    roles: ALL,
    children: [
      leaf("make", "makeSelector", ALL),
      leaf("make", "makeNoticeBar", ALL),
      leaf("make", "makeSvgDemo", ADMIN),
      leaf("make", "makeTableDemo", ADMIN),
    ],
  },
  {
    path: "/params",
    name: "paramsIndex",
    component: PARENT,
    redirect: "/params/common",
    icon: "ControlOutlined",
    roles: ADMIN,
    children: [
      leaf("params", "paramsCommon", ADMIN),
      leaf("params", "paramsCommonDetails", ADMIN, {
        path: "/params/common/details",
        component: "params/common/details",
        isHide: true,
      }),
      leaf("params", "paramsDynamic", ADMIN),
      leaf("params", "paramsDynamicDetails", ADMIN, {
        path: "/params/dynamic/details/:t/:id/:tagsViewName",
        component: "params/dynamic/details",
        isHide: true,
      }),
    ],
  },
  {
    path: "/visualizing",
    name: "visualizingIndex",
    component: PARENT,
    redirect: "/visualizing/visualizingLinkDemo1",
    icon: "DashboardOutlined",
    roles: ADMIN,
    children: [
      {
        path: "/visualizing/visualizingLinkDemo1",
        name: "visualizingLinkDemo1",
        component: "layout/routerView/link",
        isLink: "/visualizingDemo1",
        roles: ADMIN,
      },
      {
        path: "/visualizing/visualizingLinkDemo2",
        name: "visualizingLinkDemo2",
        component: "layout/routerView/link",
        isLink: "/visualizingDemo2",
        roles: ADMIN,
      },
    ],
  },
  {
    path: "/chart",
    name: "chartIndex",
    component: "chart/index",
    icon: "LineChartOutlined",
    roles: ALL,
  },
  {
    path: "/personal",
    name: "personal",
    component: "personal/index",
    icon: "IdcardOutlined",
    roles: ["admin", "common", "aftersale"],
  },
  { path: "/tools", name: "tools", component: "tools/index", icon: "ToolOutlined", roles: ALL },
  {
    path: "/link",
    name: "layoutLinkView",
    component: "layout/routerView/link",
    icon: "LinkOutlined",
    isLink: "https://ant.design/",
    roles: ADMIN,
  },
  {
    path: "/iframesOne",
    name: "layoutIframeViewOne",
    component: "layout/routerView/iframes",
    icon: "GlobalOutlined",
    isLink: "https://react.dev/",
    isIframe: true,
    isAffix: true,
    roles: ALL,
  },
  {
    path: "/iframesTwo",
    name: "layoutIframeViewTwo",
    component: "layout/routerView/iframes",
    icon: "GlobalOutlined",
    isLink: "https://vite.dev/",
    isIframe: true,
    isAffix: true,
    isKeepAlive: true,
    roles: ADMIN,
  },
  {
    path: "/app",
    name: "appIndex",
    component: PARENT,
    redirect: "/app/user",
    icon: "MobileOutlined",
    roles: ADMIN,
    children: [
      // App users are never deleted (feedback and devices refer to them): no del button.
      leaf("app", "appUser", ADMIN, {
        buttons: moduleButtons("appUser", ["index", "add", "edit", "status", "export"]),
      }),
      leaf("app", "appAbout", ADMIN, { buttons: moduleButtons("appAbout", ["edit"]) }),
      leaf("app", "appMyAbout", ADMIN, { buttons: moduleButtons("appMyAbout", ["edit"]) }),
    ],
  },
  {
    path: "/device",
    name: "deviceIndex",
    component: PARENT,
    redirect: "/device/list",
    icon: "HddOutlined",
    roles: ["admin", "aftersale"],
    children: [
      leaf("device", "deviceList", ["admin", "aftersale"], {
        // Server-checked per call (devices/API.md); after-sale staff read, export and service.
        buttons: [
          ...buttonsFor("device", ["index", "export", "battery", "electrode"], AFTERSALE),
          ...moduleButtons("device", [
            "add",
            "edit",
            "del",
            "import",
            "agent",
            "afterSale",
            "sell",
            "restore",
            "secret",
          ]),
        ],
      }),
      leaf("device", "deviceInfo", ["admin", "aftersale"], { isHide: true }),
      ...["Battery", "Electrode", "Agent", "AfterSale", "Sell", "Sold"].map((n) =>
        leaf("device", `device${n}`, ["admin", "aftersale"]),
      ),
    ],
  },
  {
    path: "/goods",
    name: "goodsIndex",
    component: PARENT,
    redirect: "/goods/list",
    icon: "ShoppingOutlined",
    roles: ADMIN,
    children: [
      leaf("goods", "goodsList", ADMIN, { buttons: moduleButtons("goods", CRUD) }),
      leaf("goods", "goodsCategory", ADMIN, { buttons: moduleButtons("goodsCategory", CRUD) }),
      // The spec library's values share the specs' grants (goodsSpec:*).
      leaf("goods", "goodsSpecs", ADMIN, {
        buttons: moduleButtons("goodsSpec", ["index", "add", "edit", "del", "export"]),
      }),
      // The settings screen carries the goods settings and the freight templates (goods/API.md).
      leaf("goods", "goodsConfig", ADMIN, {
        buttons: [
          ...moduleButtons("goodsConfig", ["index", "edit"]),
          ...moduleButtons("freightTemplate", CRUD),
        ],
      }),
    ],
  },
  {
    path: "/marketing",
    name: "marketingIndex",
    component: PARENT,
    redirect: "/marketing/bargain",
    icon: "GiftOutlined",
    roles: ADMIN,
    // Each screen's buttons carry its module's permissions (marketing/*.ts; close is `:status`).
    children: (
      [
        ["Bargain", "bargain"],
        ["Coupon", "coupon"],
        ["Distribution", "distribution"],
        ["Group", "groupBuy"],
        ["Seckill", "seckill"],
      ] as const
    ).map(([n, permission]) =>
      leaf("marketing", `marketing${n}`, ADMIN, { buttons: moduleButtons(permission, CRUD) }),
    ),
  },
  {
    path: "/decorate",
    name: "decorateIndex",
    component: "decorate/index",
    icon: "LayoutOutlined",
    roles: ADMIN,
    buttons: moduleButtons("page", [...CRUD, "publish"]),
    children: [
      {
        path: "/decorate/:id",
        name: "decorateEditor",
        component: "decorate/editor",
        isHide: true,
        roles: ADMIN,
      },
    ],
  },
  {
    // Shoppers' answers to the pages' form modules, beside the pages (a child of /decorate would
    // turn the page list's entry into a folder).
    path: "/decorate/forms",
    name: "decorateForms",
    component: "forms/index",
    icon: "FileTextOutlined",
    roles: ADMIN,
    buttons: moduleButtons("formAnswer", ["index", "export", "del"]),
  },
  {
    // The media library has no screen of its own (it opens as a dialog); this row carries its grants.
    path: "/media",
    name: "mediaLibrary",
    component: "media/index",
    icon: "PictureOutlined",
    roles: ["admin", "common"],
    isHide: true,
    buttons: [
      ...["index", "add", "del"].map((action) => ({
        title: `router.btn.${action}`,
        permission: `upload:${action}`,
        roles: ["admin", "common"] as RoleSign[],
      })),
      // upload:del covers what one uploaded; others' media and the store check are the admin's.
      { title: "router.btn.delAny", permission: "upload:delAny", roles: ADMIN },
      { title: "router.btn.storage", permission: "upload:storage", roles: ADMIN },
    ],
  },
  {
    path: "/upgrade",
    name: "upgrade",
    component: "upgrade/index",
    icon: "CloudUploadOutlined",
    roles: ADMIN,
    buttons: moduleButtons("firmware", ["index", "add", "edit", "del", "export"]),
  },
  {
    path: "/feedback",
    name: "feedback",
    component: "feedback/index",
    icon: "MessageOutlined",
    roles: ADMIN,
    // edit: reply and assign; status: new → processing → resolved (feedback/admin-routes.ts).
    buttons: moduleButtons("feedback", ["index", "edit", "status", "export"]),
  },
  {
    path: "/sos",
    name: "sos",
    component: "sos/index",
    icon: "AlertOutlined",
    roles: ["admin", "aftersale"],
    buttons: buttonsFor("sos", ["index", "export", "acknowledge", "resolve"], AFTERSALE),
  },
  {
    path: "/websocket",
    name: "websocket",
    component: "websocket/index",
    icon: "ApiOutlined",
    roles: ADMIN,
  },
];
