import { and, eq, ne, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/database.js";
import { fail, ok, sendStatus } from "../../http/envelope.js";
import type { Locale } from "../../i18n/messages.js";
import type { Translate } from "../messages.js";
import {
  describeOperation,
  recordName,
  summarizeChange,
  writeOperationLog,
} from "./operation-log.js";
import { isUniqueViolation, refuseUnless, translatorFor } from "./permission.js";
import { rowsByIds } from "./rows.js";
import { schemaRefusal } from "./schema-refusal.js";
import type { FieldError, ModuleDeclaration, Row, SaveContext } from "./types.js";
import { checkFields, label } from "./validate.js";
import { isEmpty, parseIds } from "./values.js";
import type { WriteScope } from "./write-scope.js";

/**
 * Thrown by a hook inside the save transaction (afterSave) to roll the save back and answer code 1
 * with these field messages: checks that must see other saves' committed rows under a lock, which
 * `validate` (before the transaction) cannot.
 */
export class SaveRefusal extends Error {
  constructor(readonly errors: FieldError[]) {
    super(errors[0]?.message ?? "refused");
  }
}

/** Refuses values already used by another row in a column declared unique. */
async function uniqueErrors(
  db: Db,
  declaration: ModuleDeclaration,
  save: SaveContext,
  locale: Locale,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const field of declaration.fields) {
    if (!field.unique || !field.column || !Object.hasOwn(save.input, field.key)) continue;
    const value = save.input[field.key];
    const conditions = [
      field.unique === "ignoreCase" && typeof value === "string"
        ? eq(sql`lower(${field.column})`, value.toLowerCase())
        : eq(field.column, value),
    ];
    if (save.existing) conditions.push(ne(declaration.id, save.existing.id));
    const [taken] = await db
      .select({ id: declaration.id })
      .from(declaration.table)
      .where(and(...conditions))
      .limit(1);
    if (taken)
      errors.push({
        field: field.key,
        message: save.t("record.duplicate", { field: label(field, locale) }),
      });
  }
  return errors;
}

function duplicateMessage(declaration: ModuleDeclaration, t: Translate, locale: Locale) {
  const field = declaration.fields.find((f) => f.unique);
  return t("record.duplicate", { field: field ? label(field, locale) : "id" });
}

/** POST <module>/add: creates a row (no id) or edits one (an id), through the module's hooks. */
export async function saveRecord(
  scope: WriteScope,
  request: FastifyRequest<{ Body: Record<string, unknown> }>,
  reply: FastifyReply,
) {
  const { ctx, declaration, perm, hooks, toColumns } = scope;
  const body = request.body ?? {};
  const t = translatorFor(request);
  const locale = request.locale as Locale;
  const isCreate = isEmpty(body.id);
  const action = isCreate ? "add" : "edit";
  // An action the module does not declare is refused like a missing grant.
  const refused = declaration.actions.includes(action)
    ? refuseUnless(request, reply, perm(action))
    : sendStatus(reply, 403, request.t("auth.forbidden"));
  if (refused) return refused;
  const invalid = schemaRefusal(declaration, request, t);
  if (invalid) return invalid;

  let existing: Row | undefined;
  if (!isCreate) {
    const ids = parseIds(body.id);
    if (ids?.length !== 1) return fail(t("ids.bad"));
    [existing] = await rowsByIds(ctx.db, declaration, ids);
    if (!existing) return fail(t("record.notFound"));
  }
  const { input, errors } = checkFields(declaration, body, isCreate, locale, t);
  const context: SaveContext = { request, ctx, t, isCreate, existing, input };
  if (errors.length === 0)
    errors.push(...(await uniqueErrors(ctx.db, declaration, context, locale)));
  if (errors.length === 0 && hooks.validate) errors.push(...(await hooks.validate(context)));
  if (errors.length > 0) return fail(errors[0]!.message, { errors });

  const columnInput: Row = {};
  for (const field of declaration.fields)
    if (field.column && Object.hasOwn(input, field.key)) columnInput[field.key] = input[field.key];
  const values = hooks.prepare ? await hooks.prepare(context, columnInput) : columnInput;

  try {
    const id = await ctx.db.transaction(async (tx) => {
      let rowId: number;
      if (isCreate) {
        const [created] = (await tx
          .insert(declaration.table)
          .values(toColumns(values) as never)
          .returning({ id: declaration.id })) as Array<{ id: number }>;
        rowId = created!.id;
      } else {
        rowId = existing!.id as number;
        const set = toColumns(values);
        if (Object.keys(set).length > 0)
          await tx
            .update(declaration.table)
            .set(set as never)
            .where(eq(declaration.id, rowId));
      }
      await hooks.afterSave?.(tx, rowId, context);
      await writeOperationLog(tx, request, ctx.now(), {
        module: declaration.name,
        action: isCreate ? "add" : "edit",
        ids: [rowId],
        summary: describeOperation(
          locale,
          isCreate ? "added" : "edited",
          [recordName(declaration, { ...existing, ...input, id: rowId })],
          summarizeChange(declaration, existing, input, locale),
        ),
      });
      return rowId;
    });
    await hooks.afterChange?.(ctx, [id], input, request);
    return ok({ ...context.answer, id });
  } catch (error) {
    if (error instanceof SaveRefusal) return fail(error.message, { errors: error.errors });
    if (isUniqueViolation(error)) {
      const named = await hooks.uniqueViolation?.(error, context);
      if (named?.[0]) return fail(named[0].message, { errors: named });
      return fail(duplicateMessage(declaration, t, locale));
    }
    throw error;
  }
}
