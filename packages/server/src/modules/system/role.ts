import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { menus, roleMenus, roles } from "../../db/schema.js";
import type { ModuleDeclaration, Row } from "../framework/types.js";
import type { Translate } from "../messages.js";
import {
  createdAtField,
  descriptionField,
  idField,
  sortField,
  statusField,
  text,
} from "./fields.js";

const menuIdsLabel = text("菜单权限", "Granted menus and buttons", "選單權限");

/** Deleting or disabling the administrator role would lock everyone out of this very screen. */
async function refuseAdminRole(db: Db, ids: number[], t: Translate) {
  const rows = await db.select({ sign: roles.sign }).from(roles).where(inArray(roles.id, ids));
  return rows.some((r) => r.sign === "admin") ? t("record.protectedRole") : undefined;
}

/** Roles and the menus and buttons each grants (`menuIds`); a user gets the union of their roles. */
export const roleModule: ModuleDeclaration = {
  name: "role",
  permission: "role",
  title: text("角色管理", "Roles", "角色管理"),
  table: roles,
  id: roles.id,
  actions: ["index", "add", "edit", "del", "status", "export"],
  defaultOrder: { key: "sort", direction: "asc" },
  nameField: "name",
  fields: [
    idField(roles.id),
    {
      key: "name",
      column: roles.name,
      type: "string",
      label: text("角色名称", "Role name", "角色名稱"),
      required: true,
      max: 50,
      sortable: true,
      filter: "contains",
    },
    {
      key: "sign",
      column: roles.sign,
      type: "string",
      label: text("角色标识", "Role sign", "角色標識"),
      required: true,
      min: 2,
      max: 32,
      unique: true,
      sortable: true,
      filter: "exact",
      pattern: { regex: /^[a-zA-Z][a-zA-Z0-9_]*$/, message: "field.format" },
    },
    sortField(roles.sort),
    statusField(roles.status),
    descriptionField(roles.description),
    { key: "menuIds", type: "integerList", label: menuIdsLabel, list: false },
    createdAtField(roles.createdAt),
  ],
  hooks: {
    async validate(save) {
      const ids = save.input.menuIds as number[] | undefined;
      if (!ids || ids.length === 0) return [];
      const found = await save.ctx.db
        .select({ id: menus.id })
        .from(menus)
        .where(inArray(menus.id, ids));
      if (found.length === ids.length) return [];
      return [
        {
          field: "menuIds",
          message: save.t("field.notExist", { field: menuIdsLabel[save.request.locale] }),
        },
      ];
    },
    async afterSave(tx, id, save) {
      const ids = save.input.menuIds as number[] | undefined;
      if (ids === undefined) return;
      await tx.delete(roleMenus).where(eq(roleMenus.roleId, id));
      if (ids.length > 0)
        await tx.insert(roleMenus).values(ids.map((menuId) => ({ roleId: id, menuId })));
    },
    async decorate(db, rows) {
      const ids = rows.map((r) => r.id as number);
      if (ids.length === 0) return rows;
      const grants = await db
        .select({ roleId: roleMenus.roleId, menuId: roleMenus.menuId })
        .from(roleMenus)
        .where(inArray(roleMenus.roleId, ids));
      const byRole = new Map<number, number[]>();
      for (const g of grants) byRole.set(g.roleId, [...(byRole.get(g.roleId) ?? []), g.menuId]);
      return rows.map(
        (r): Row => ({ ...r, menuIds: (byRole.get(r.id as number) ?? []).sort((a, b) => a - b) }),
      );
    },
    beforeDelete: (db, ids, _request, t) => refuseAdminRole(db, ids, t),
    beforeStatus: (db, ids, status, _request, t) =>
      status === 0 ? refuseAdminRole(db, ids, t) : Promise.resolve(undefined),
  },
};
