import { ADMIN, ALL, CRUD, leaf, moduleButtons } from "./build.js";
import { LAYOUT_VIEWS, type Resource } from "./types.js";

/** The shop's screens: goods (issue 20), marketing (issue 21), storefront pages and media. */
export const goods: Resource = {
  path: "/goods",
  name: "goodsIndex",
  view: LAYOUT_VIEWS.parent,
  redirect: "/goods/list",
  icon: "ShoppingOutlined",
  roles: ADMIN,
  serverMenuOnly: true,
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
    // The add / edit / copy wizard as its own tab (issue 36): /goods/add, ?type=edit&id=<id> to
    // edit. Hidden; the goods:add / goods:edit buttons of the list decide what it may save.
    // Databases seeded before get it from migration 0027.
    leaf("goods", "goodsAdd", ADMIN, { isHide: true }),
  ],
};

export const marketing: Resource = {
  path: "/marketing",
  name: "marketingIndex",
  view: LAYOUT_VIEWS.parent,
  redirect: "/marketing/bargain",
  icon: "GiftOutlined",
  roles: ADMIN,
  serverMenuOnly: true,
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
};

/** Storefront pages: the list, and the editor of one page (hidden; opened from the list). */
export const decorate: Resource = {
  path: "/decorate",
  name: "decorateIndex",
  view: "decorate/index",
  icon: "LayoutOutlined",
  roles: ADMIN,
  buttons: moduleButtons("page", [...CRUD, "publish"]),
  children: [
    {
      path: "/decorate/:id",
      name: "decorateEditor",
      view: "decorate/editor",
      isHide: true,
      roles: ADMIN,
    },
  ],
};

/**
 * Shoppers' answers to the pages' form modules, beside the pages (a child of /decorate would turn
 * the page list's entry into a folder).
 */
export const decorateForms: Resource = {
  path: "/decorate/forms",
  name: "decorateForms",
  view: "forms/index",
  icon: "FileTextOutlined",
  roles: ADMIN,
  buttons: moduleButtons("formAnswer", ["index", "export", "del"]),
};

/**
 * The media library: hidden in the menu (the editor opens the same dialog from its fields); this
 * row carries its grants.
 */
export const media: Resource = {
  path: "/media",
  name: "mediaLibrary",
  view: "media/index",
  icon: "PictureOutlined",
  roles: ALL,
  isHide: true,
  buttons: [
    ...moduleButtons("upload", ["index", "add", "del"], ALL),
    // upload:del covers what one uploaded; others' media and the store check are the admin's.
    ...moduleButtons("upload", ["delAny", "storage"]),
  ],
};

/** Orders (issue 33): appended last, where migration 0025 puts the section in seeded databases. */
export const orders: Resource = {
  path: "/order",
  name: "orderIndex",
  view: LAYOUT_VIEWS.parent,
  redirect: "/order/list",
  icon: "ProfileOutlined",
  roles: ADMIN,
  serverMenuOnly: true,
  children: [
    leaf("order", "orderList", ADMIN, {
      buttons: moduleButtons("order", ["index", "export", "ship", "cancel", "refund", "remark"]),
    }),
    // 退款记录: every refund, and the due ones to retry. Databases seeded before get it from 0034.
    leaf("order", "orderRefunds", ADMIN, {
      buttons: moduleButtons("order:refund", ["index", "export", "retry"]),
    }),
  ],
};
