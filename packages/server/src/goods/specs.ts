import { and, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import type { Locale } from "../i18n/messages.js";
import type { ModuleDeclaration, Row } from "../modules/framework/types.js";
import { createdAtField, idField, sortField, text } from "../modules/system/fields.js";
import { goodsTranslator } from "./messages.js";
import { goodsSpecs, goodsSpecValues } from "./schema.js";
import { sqlRows } from "./sql-rows.js";

export const MAX_SPEC_NAME = 30;

const list = (ids: number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** How many goods (recycle bin included) use one of these option ids, and the first one's id. */
export async function goodsUsingOptions(db: Db, optionIds: number[]) {
  if (optionIds.length === 0) return { count: 0, optionId: 0 };
  const [row] = await sqlRows<{ n: number | string; option_id: number | null }>(
    db,
    sql`SELECT count(DISTINCT s.goods_id) AS n, min(o) AS option_id
        FROM goods_skus s, unnest(s.option_ids) AS o
        WHERE s.option_ids && ARRAY[${list(optionIds)}]::int[] AND o IN (${list(optionIds)})`,
  );
  return { count: Number(row?.n ?? 0), optionId: Number(row?.option_id ?? 0) };
}

/**
 * Adds each spec's values to answered spec rows: `values: [{id, name}]`, `valueCount`, and
 * `valueNames` ("红色、蓝色"), the declared column the spec list and its export show.
 */
async function withValues(db: Db, rows: Row[]): Promise<Row[]> {
  const ids = rows.map((r) => r.id as number);
  if (ids.length === 0) return rows;
  const values = await db
    .select({ id: goodsSpecValues.id, specId: goodsSpecValues.specId, name: goodsSpecValues.name })
    .from(goodsSpecValues)
    .where(inArray(goodsSpecValues.specId, ids))
    .orderBy(goodsSpecValues.sort, goodsSpecValues.id);
  const bySpec = new Map<number, Array<{ id: number; name: string }>>();
  for (const v of values) {
    const entry = bySpec.get(v.specId) ?? [];
    entry.push({ id: v.id, name: v.name });
    bySpec.set(v.specId, entry);
  }
  return rows.map((r) => {
    const own = bySpec.get(r.id as number) ?? [];
    return {
      ...r,
      values: own,
      valueCount: own.length,
      valueNames: own.map((v) => v.name).join("、"),
    };
  });
}

const specNameField = {
  key: "name",
  type: "string",
  required: true,
  max: MAX_SPEC_NAME,
  sortable: true,
  filter: "contains",
} as const;

/** The specification library's specs (颜色, 尺码); their values are goodsSpecValue rows. */
export const goodsSpecModule: ModuleDeclaration = {
  name: "goodsSpec",
  permission: "goodsSpec",
  title: text("商品规格", "Specifications", "商品規格"),
  table: goodsSpecs,
  id: goodsSpecs.id,
  actions: ["index", "add", "edit", "del", "export"],
  defaultOrder: { key: "sort", direction: "asc" },
  nameField: "name",
  fields: [
    idField(goodsSpecs.id),
    {
      ...specNameField,
      column: goodsSpecs.name,
      label: text("规格名称", "Specification", "規格名稱"),
      unique: "ignoreCase",
    },
    {
      // Filled by withValues: the list shows each spec's values, not only its name (issue 36).
      key: "valueNames",
      type: "string",
      label: text("规格值", "Values", "規格值"),
      writable: false,
      list: true,
      export: true,
    },
    sortField(goodsSpecs.sort),
    {
      key: "isDemo",
      column: goodsSpecs.isDemo,
      type: "boolean",
      label: text("演示数据", "Demo data", "示範資料"),
      filter: "exact",
      writable: false,
    },
    createdAtField(goodsSpecs.createdAt),
  ],
  hooks: {
    decorate: withValues,
    async prepare(save, values) {
      return { ...values, updatedAt: save.ctx.now() };
    },
    async beforeDelete(db, ids, request) {
      const values = await db
        .select({ id: goodsSpecValues.id, specId: goodsSpecValues.specId })
        .from(goodsSpecValues)
        .where(inArray(goodsSpecValues.specId, ids));
      const used = await goodsUsingOptions(
        db,
        values.map((v) => v.id),
      );
      if (used.count === 0) return undefined;
      const specId = values.find((v) => v.id === used.optionId)?.specId ?? ids[0]!;
      const [spec] = await db
        .select({ name: goodsSpecs.name })
        .from(goodsSpecs)
        .where(eq(goodsSpecs.id, specId));
      return goodsTranslator(request.locale as Locale)("spec.inUse", {
        name: spec?.name ?? `#${specId}`,
        count: used.count,
      });
    },
  },
};

const SPEC_LABEL = text("所属规格", "Specification", "所屬規格");
const VALUE_LABEL = text("规格值", "Value", "規格值");

/** Values of the library's specs (红色, XL); grants are the specs' (goodsSpec:*). */
export const goodsSpecValueModule: ModuleDeclaration = {
  name: "goodsSpecValue",
  permission: "goodsSpec",
  title: text("商品规格值", "Specification values", "商品規格值"),
  table: goodsSpecValues,
  id: goodsSpecValues.id,
  actions: ["index", "add", "edit", "del", "export"],
  defaultOrder: { key: "sort", direction: "asc" },
  nameField: "name",
  fields: [
    idField(goodsSpecValues.id),
    {
      key: "specId",
      column: goodsSpecValues.specId,
      type: "integer",
      label: SPEC_LABEL,
      required: true,
      filter: "exact",
      min: 1,
    },
    { ...specNameField, column: goodsSpecValues.name, label: VALUE_LABEL },
    sortField(goodsSpecValues.sort),
    createdAtField(goodsSpecValues.createdAt),
  ],
  hooks: {
    async validate(save) {
      const locale = save.request.locale as Locale;
      const specId = (save.input.specId ?? save.existing?.specId) as number;
      if (
        save.existing &&
        save.input.specId !== undefined &&
        save.input.specId !== save.existing.specId
      )
        return [
          {
            field: "specId",
            message: goodsTranslator(locale)("goods.oneOf", { field: SPEC_LABEL[locale] }),
          },
        ];
      const [spec] = await save.ctx.db
        .select({ id: goodsSpecs.id })
        .from(goodsSpecs)
        .where(eq(goodsSpecs.id, specId));
      if (!spec)
        return [
          {
            field: "specId",
            message: goodsTranslator(locale)("goods.notExist", { field: SPEC_LABEL[locale] }),
          },
        ];
      const name = (save.input.name ?? save.existing?.name) as string;
      const conditions = [
        eq(goodsSpecValues.specId, specId),
        eq(sql`lower(${goodsSpecValues.name})`, name.trim().toLowerCase()),
      ];
      if (save.existing) conditions.push(ne(goodsSpecValues.id, save.existing.id as number));
      const [taken] = await save.ctx.db
        .select({ id: goodsSpecValues.id })
        .from(goodsSpecValues)
        .where(and(...conditions))
        .limit(1);
      return taken
        ? [{ field: "name", message: save.t("record.duplicate", { field: VALUE_LABEL[locale] }) }]
        : [];
    },
    async prepare(save, values) {
      return { ...values, updatedAt: save.ctx.now() };
    },
    async beforeDelete(db, ids, request) {
      const used = await goodsUsingOptions(db, ids);
      if (used.count === 0) return undefined;
      const [value] = await db
        .select({ name: goodsSpecValues.name })
        .from(goodsSpecValues)
        .where(eq(goodsSpecValues.id, used.optionId || ids[0]!));
      return goodsTranslator(request.locale as Locale)("specValue.inUse", {
        name: value?.name ?? "",
        count: used.count,
      });
    },
  },
};
