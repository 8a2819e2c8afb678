import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/database.js";
import type { Locale } from "../../i18n/messages.js";
import { moduleTranslator } from "../messages.js";
import { operationLogs } from "../schema.js";
import type { ModuleDeclaration, ModuleField, Row } from "./types.js";
import { label } from "./validate.js";

const MAX_SUMMARY = 2000;

function show(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string")
    return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);
  return JSON.stringify(value) ?? "null";
}

/** A value as the screen shows it: an option's label in the operator's language, else the value. */
function shown(field: ModuleField, value: unknown, locale: Locale): string {
  if (value === null || value === undefined || value === "")
    return moduleTranslator(locale)("log.empty");
  const option = field.options?.find((o) => o.value === value);
  return option ? option.label[locale] : show(value);
}

const cut = (text: string) =>
  text.length > MAX_SUMMARY ? `${text.slice(0, MAX_SUMMARY - 1)}…` : text;

/** A row as log entries name it: its name field and id (`North shop (#3)`), or the id alone. */
export function recordName(declaration: ModuleDeclaration, row: Row): string {
  const value = declaration.nameField ? row[declaration.nameField] : undefined;
  return value === undefined || value === null || value === ""
    ? `#${row.id}`
    : `${String(value)} (#${row.id})`;
}

/**
 * What changed, field by field, by the fields' labels in the operator's language and the screen's
 * labels for coded values (`状态 启用 → 禁用`), without secret values: a password change is recorded
 * as changed, never with its value.
 */
export function summarizeChange(
  declaration: ModuleDeclaration,
  before: Row | undefined,
  after: Row,
  locale: Locale = "zh-cn",
) {
  const parts: string[] = [];
  for (const field of declaration.fields) {
    if (!Object.hasOwn(after, field.key)) continue;
    const next = after[field.key];
    if (field.logged === false) continue;
    const name = label(field, locale);
    if (field.secret || field.hidden) {
      parts.push(`${name} ***`);
      continue;
    }
    const previous = before?.[field.key];
    if (before && show(previous) === show(next)) continue;
    parts.push(
      before
        ? `${name} ${shown(field, previous, locale)} → ${shown(field, next, locale)}`
        : `${name} ${shown(field, next, locale)}`,
    );
  }
  return cut(parts.join(moduleTranslator(locale)("log.separator")));
}

/** A label in the three interface languages. */
export type LogLabel = Record<Locale, string>;

/**
 * Values outside a module declaration (settings, a sale, a device part) by their labels in the
 * operator's language: with `before`, only what changed (`全局标题 "A" → "B"；锁屏 关 → 开`); without,
 * the values set, empty ones left out (`买方 "张三"；价格 ¥12.30`). `format` shows a value as the screen does (money in yuan,
 * a person's name); otherwise on/off for booleans, 空 for nothing, else the value. A key without a
 * label is left out: the log names what an operator can see, never an internal column.
 */
export function summarizeValues(
  locale: Locale,
  labels: Readonly<Record<string, LogLabel>>,
  after: object,
  before?: object,
  format?: (key: string, value: unknown) => string | undefined,
): string {
  const t = moduleTranslator(locale);
  const valueText = (key: string, value: unknown) => {
    const formatted = format?.(key, value);
    if (formatted !== undefined) return formatted;
    if (typeof value === "boolean") return t(value ? "log.on" : "log.off");
    if (value === null || value === undefined || value === "") return t("log.empty");
    return show(value);
  };
  const previous = before as Readonly<Record<string, unknown>> | undefined;
  const parts: string[] = [];
  for (const [key, next] of Object.entries(after)) {
    const name = labels[key]?.[locale];
    if (!name) continue;
    if (previous && show(previous[key]) === show(next)) continue;
    // The values set: an empty one says nothing.
    if (!previous && (next === null || next === undefined || next === "")) continue;
    parts.push(
      previous
        ? `${name} ${valueText(key, previous[key])} → ${valueText(key, next)}`
        : `${name} ${valueText(key, next)}`,
    );
  }
  return cut(parts.join(t("log.separator")));
}

/**
 * What an operator did, in words in their language: `新增 North shop (#3)：名称 "North shop"；…`,
 * `修改 …：状态 启用 → 禁用`, `删除 Org 01 (#1)、Org 02 (#2)`, `禁用 Org 02 (#2)`. Entries are written in
 * the language of the operator who acted (the log keeps text, not codes).
 */
export function describeOperation(
  locale: Locale,
  what: "added" | "edited" | "deleted" | "restored" | "enabled" | "disabled",
  names: string[],
  details = "",
): string {
  const t = moduleTranslator(locale);
  const done = t(`log.${what}`, { name: names.join(t("log.listSeparator")) });
  return cut(details ? t("log.details", { what: done, details }) : done);
}

export interface OperationEntry {
  module: string;
  action: string;
  ids: number[];
  summary: string;
}

/** One row per change: who, which module and action, which rows, from where, when, and what changed. */
export async function writeOperationLog(
  db: Db,
  request: FastifyRequest,
  at: Date,
  entry: OperationEntry,
): Promise<void> {
  const access = request.auth?.access;
  await db.insert(operationLogs).values({
    userId: access?.userId ?? null,
    username: access?.username ?? "",
    module: entry.module,
    action: entry.action,
    ids: entry.ids.join(","),
    ip: request.ip,
    summary: entry.summary,
    createdAt: at,
  });
}
