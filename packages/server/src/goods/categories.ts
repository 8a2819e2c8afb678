import { count, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import type { Locale } from "../i18n/messages.js";
import { lookupLabels } from "../modules/framework/export-labels.js";
import type { FieldError, ModuleDeclaration, SaveContext } from "../modules/framework/types.js";
import { createdAtField, idField, sortField, statusField, text } from "../modules/system/fields.js";
import { goodsTranslator } from "./messages.js";
import { goods, goodsCategories } from "./schema.js";

export const MAX_CATEGORY_LEVEL = 3;

interface Node {
  id: number;
  parentId: number;
  name: string;
  level: number;
}

async function allCategories(db: Db): Promise<Map<number, Node>> {
  const rows = await db
    .select({
      id: goodsCategories.id,
      parentId: goodsCategories.parentId,
      name: goodsCategories.name,
      level: goodsCategories.level,
    })
    .from(goodsCategories);
  return new Map(rows.map((r) => [r.id, r]));
}

/** How many levels hang under `id` (0 for a leaf). */
function heightBelow(nodes: Map<number, Node>, id: number): number {
  let height = 0;
  for (const node of nodes.values())
    if (node.parentId === id && node.id !== id)
      height = Math.max(height, 1 + heightBelow(nodes, node.id));
  return height;
}

/**
 * Where a saved category goes: its parent must exist, not be itself or below itself, and leave
 * the category and everything under it within three levels. Answers the level or the refusal.
 */
async function placement(save: SaveContext): Promise<{ level: number; errors: FieldError[] }> {
  const locale = save.request.locale as Locale;
  const t = goodsTranslator(locale);
  const parentId = (save.input.parentId ?? save.existing?.parentId ?? 0) as number;
  if (!parentId) {
    const nodes = save.existing ? await allCategories(save.ctx.db) : new Map<number, Node>();
    const self = save.existing?.id as number | undefined;
    if (self !== undefined && 1 + heightBelow(nodes, self) > MAX_CATEGORY_LEVEL)
      return { level: 1, errors: [{ field: "parentId", message: t("category.subtreeTooDeep") }] };
    return { level: 1, errors: [] };
  }
  const nodes = await allCategories(save.ctx.db);
  const parent = nodes.get(parentId);
  if (!parent)
    return {
      level: 1,
      errors: [
        {
          field: "parentId",
          message: t("goods.notExist", { field: PARENT_LABEL[locale] }),
        },
      ],
    };
  const self = save.existing?.id as number | undefined;
  if (self !== undefined) {
    let cursor: number | undefined = parentId;
    for (let hops = 0; cursor && hops <= nodes.size; hops++) {
      if (cursor === self)
        return { level: 1, errors: [{ field: "parentId", message: save.t("record.badParent") }] };
      cursor = nodes.get(cursor)?.parentId;
    }
  }
  if (parent.level >= MAX_CATEGORY_LEVEL)
    return {
      level: 1,
      errors: [{ field: "parentId", message: t("category.tooDeep", { name: parent.name }) }],
    };
  const level = parent.level + 1;
  if (self !== undefined && level + heightBelow(nodes, self) > MAX_CATEGORY_LEVEL)
    return { level, errors: [{ field: "parentId", message: t("category.subtreeTooDeep") }] };
  return { level, errors: [] };
}

const PARENT_LABEL = text("上级分类", "parent category", "上級分類");

/**
 * Goods categories: a tree of at most three levels with an icon and a sort order (`list` answers
 * it nested). A category with sub-categories, or holding goods (recycle bin included), is not
 * deleted, and the refusal says which and how many.
 */
export const goodsCategoryModule: ModuleDeclaration = {
  name: "goodsCategory",
  permission: "goodsCategory",
  title: text("商品分类", "Goods categories", "商品分類"),
  table: goodsCategories,
  id: goodsCategories.id,
  actions: ["index", "add", "edit", "del", "status", "export"],
  treeParent: "parentId",
  defaultOrder: { key: "sort", direction: "asc" },
  nameField: "name",
  fields: [
    idField(goodsCategories.id),
    {
      key: "parentId",
      column: goodsCategories.parentId,
      type: "integer",
      label: PARENT_LABEL,
      filter: "exact",
      min: 0,
      default: 0,
      // The export names the parent, as the list does (issue 36); 0 (top level) stays 0.
      exportLabels: lookupLabels(goodsCategories, goodsCategories.id, goodsCategories.name),
    },
    {
      key: "level",
      column: goodsCategories.level,
      type: "integer",
      label: text("层级", "Level", "層級"),
      filter: "exact",
      writable: false,
    },
    {
      key: "name",
      column: goodsCategories.name,
      type: "string",
      label: text("分类名称", "Category name", "分類名稱"),
      required: true,
      max: 50,
      sortable: true,
      filter: "contains",
    },
    {
      key: "icon",
      column: goodsCategories.icon,
      type: "string",
      label: text("分类图标", "Icon", "分類圖示"),
      max: 2000,
    },
    sortField(goodsCategories.sort),
    statusField(goodsCategories.status),
    {
      key: "isDemo",
      column: goodsCategories.isDemo,
      type: "boolean",
      label: text("演示数据", "Demo data", "示範資料"),
      filter: "exact",
      writable: false,
    },
    createdAtField(goodsCategories.createdAt),
  ],
  hooks: {
    async validate(save) {
      return (await placement(save)).errors;
    },
    async prepare(save, values) {
      const { level } = await placement(save);
      return { ...values, level, updatedAt: save.ctx.now() };
    },
    async afterSave(tx, id) {
      // A moved category takes its sub-categories with it: their levels follow.
      await tx.execute(sql`
        WITH RECURSIVE tree AS (
          SELECT id, level FROM goods_categories WHERE id = ${id}
          UNION ALL
          SELECT c.id, (tree.level + 1)::smallint FROM goods_categories c JOIN tree ON c.parent_id = tree.id
          WHERE tree.level < 10
        )
        UPDATE goods_categories g SET level = tree.level FROM tree
        WHERE g.id = tree.id AND g.level <> tree.level`);
    },
    async beforeDelete(db, ids, request) {
      const t = goodsTranslator(request.locale as Locale);
      const used = await db
        .select({ categoryId: goods.categoryId, n: count() })
        .from(goods)
        .where(inArray(goods.categoryId, ids))
        .groupBy(goods.categoryId)
        .limit(1);
      if (used.length === 0) return undefined;
      const nodes = await allCategories(db);
      return t("category.inUse", {
        name: nodes.get(used[0]!.categoryId)?.name ?? `#${used[0]!.categoryId}`,
        count: Number(used[0]!.n),
      });
    },
  },
};
