import { menus } from "../../db/schema.js";
import type {
  FieldError,
  FieldOption,
  ModuleDeclaration,
  ModuleField,
  Row,
} from "../framework/types.js";
import { label } from "../framework/validate.js";
import { idField, sortField, statusField, text } from "./fields.js";
import { checkParent } from "./tree-parent.js";

const pidField: ModuleField = {
  key: "pid",
  column: menus.pid,
  type: "integer",
  label: text("上级菜单", "Parent menu", "上級選單"),
  filter: "exact",
  min: 0,
  default: 0,
};

const flag = (
  key: string,
  column: ModuleField["column"],
  zh: string,
  en: string,
  tw: string,
): ModuleField => ({
  key,
  column,
  type: "boolean",
  label: text(zh, en, tw),
  filter: "exact",
});

const routeText = (
  key: string,
  column: ModuleField["column"],
  zh: string,
  en: string,
  tw: string,
  extra: Partial<ModuleField> = {},
): ModuleField => ({ key, column, type: "string", label: text(zh, en, tw), max: 200, ...extra });

/** A menu row is a page or a button; the seeded `menu_type` dictionary holds the same two. */
export const MENU_TYPE_OPTIONS: FieldOption[] = [
  { value: "menu", label: text("菜单", "Menu", "選單") },
  { value: "button", label: text("按钮", "Button", "按鈕") },
];

const LINK = /^(https?:\/\/\S+|\/\S*)$/;

/**
 * Menu and button rows of the menu form (spec section 3). "External" is not stored on its own: a
 * menu is external when it has a link url and is not embedded (isIframe), which `isExternal` reports.
 */
export const menuModule: ModuleDeclaration = {
  name: "menu",
  permission: "menu",
  title: text("菜单管理", "Menus", "選單管理"),
  table: menus,
  id: menus.id,
  actions: ["index", "add", "edit", "del", "status", "export"],
  treeParent: "pid",
  defaultOrder: { key: "sort", direction: "asc" },
  nameField: "title",
  fields: [
    idField(menus.id),
    pidField,
    {
      key: "type",
      column: menus.type,
      type: "string",
      label: text("菜单类型", "Menu type", "選單類型"),
      required: true,
      filter: "exact",
      dictionary: "menu_type",
      options: MENU_TYPE_OPTIONS,
      default: "menu",
    },
    routeText("title", menus.title, "菜单名称", "Title", "選單名稱", {
      required: true,
      max: 100,
      filter: "contains",
      sortable: true,
    }),
    routeText("name", menus.name, "路由名称", "Route name", "路由名稱", {
      max: 100,
      filter: "contains",
      pattern: { regex: /^[a-zA-Z][a-zA-Z0-9_-]*$/, message: "field.format" },
    }),
    routeText("path", menus.path, "路由路径", "Route path", "路由路徑", {
      filter: "contains",
      pattern: { regex: /^\/[\w\-/:.]*$/, message: "field.format" },
    }),
    routeText("redirect", menus.redirect, "重定向", "Redirect", "重新導向", {
      pattern: { regex: /^\/[\w\-/:.]*$/, message: "field.format" },
    }),
    routeText("icon", menus.icon, "菜单图标", "Icon", "選單圖示", { max: 100 }),
    routeText("component", menus.component, "组件路径", "Component path", "元件路徑", {
      pattern: { regex: /^[\w\-/.]+$/, message: "field.format" },
    }),
    routeText("isLink", menus.isLink, "链接地址", "Link url", "連結位址", {
      max: 500,
      pattern: { regex: LINK, message: "field.url" },
    }),
    sortField(menus.sort),
    flag("isHide", menus.isHide, "是否隐藏", "Hidden", "是否隱藏"),
    flag("isKeepAlive", menus.isKeepAlive, "是否缓存", "Cached", "是否快取"),
    {
      key: "isExternal",
      type: "boolean",
      label: text("是否外链", "External", "是否外部連結"),
      list: true,
    },
    flag("isAffix", menus.isAffix, "是否固定", "Fixed", "是否固定"),
    flag("isIframe", menus.isIframe, "是否内嵌", "Embedded", "是否內嵌"),
    routeText("permission", menus.permission, "权限标识", "Permission identifier", "權限標識", {
      max: 100,
      filter: "contains",
      pattern: { regex: /^[a-zA-Z][\w.-]*(:[\w.-]+)?$/, message: "field.format" },
    }),
    statusField(menus.status),
  ],
  hooks: {
    async validate(save): Promise<FieldError[]> {
      const locale = save.request.locale;
      const errors = await checkParent(
        save.ctx.db,
        menus,
        menus.id,
        menus.pid,
        save,
        label(pidField, locale),
      );
      const merged: Row = { ...save.existing, ...save.input };
      const need = (key: string) => {
        const field = menuModule.fields.find((f) => f.key === key)!;
        if (typeof merged[key] !== "string" || merged[key] === "")
          errors.push({
            field: key,
            message: save.t("field.required", { field: label(field, locale) }),
          });
      };
      if (merged.type === "button") need("permission");
      else {
        need("name");
        need("path");
        // An external or embedded page needs the address it opens.
        if (merged.isExternal === true || merged.isIframe === true) need("isLink");
      }
      return errors;
    },
    async prepare(save, values) {
      // Turning "external" off on a page that is not embedded leaves no link to open.
      if (save.input.isExternal === false && save.input.isIframe !== true)
        return { ...values, isLink: "" };
      return values;
    },
    async decorate(_db, rows) {
      return rows.map((r) => ({ ...r, isExternal: r.isLink !== "" && r.isIframe !== true }));
    },
  },
};
