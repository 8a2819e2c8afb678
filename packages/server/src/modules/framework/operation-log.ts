import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/database.js";
import { operationLogs } from "../schema.js";
import type { ModuleDeclaration, Row } from "./types.js";

const MAX_SUMMARY = 2000;

function show(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string")
    return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);
  return JSON.stringify(value) ?? "null";
}

/**
 * What changed, field by field (`status: 1 → 0`), without secret values: a password change is
 * recorded as changed, never with its value.
 */
export function summarizeChange(
  declaration: ModuleDeclaration,
  before: Row | undefined,
  after: Row,
) {
  const parts: string[] = [];
  for (const field of declaration.fields) {
    if (!Object.hasOwn(after, field.key)) continue;
    const next = after[field.key];
    if (field.logged === false) continue;
    if (field.secret || field.hidden) {
      parts.push(`${field.key}: ***`);
      continue;
    }
    const previous = before?.[field.key];
    if (before && show(previous) === show(next)) continue;
    parts.push(
      before ? `${field.key}: ${show(previous)} → ${show(next)}` : `${field.key}: ${show(next)}`,
    );
  }
  const text = parts.join("; ");
  return text.length > MAX_SUMMARY ? `${text.slice(0, MAX_SUMMARY - 1)}…` : text;
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
