import { discountMessage, endPassedRefusal } from "@vitrine/contract";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Locale } from "../i18n/messages.js";
import type {
  FieldError,
  FieldOption,
  ModuleField,
  Row,
  SaveContext,
} from "../modules/framework/types.js";
import { label } from "../modules/framework/validate.js";
import { createdAtField, descriptionField, idField, text } from "../modules/system/fields.js";
import { marketingTranslator } from "./messages.js";
import { PHASE, type Phase, phaseAt } from "./rules/phase.js";

export const PHASE_OPTIONS: FieldOption[] = [
  { value: PHASE.upcoming, label: text("未开始", "Not started", "未開始") },
  { value: PHASE.running, label: text("进行中", "Running", "進行中") },
  { value: PHASE.ended, label: text("已结束", "Ended", "已結束") },
  { value: PHASE.closed, label: text("已关闭", "Closed", "已關閉") },
];

interface ActivityColumns {
  id: AnyPgColumn;
  name: AnyPgColumn;
  startAt: AnyPgColumn;
  endAt: AnyPgColumn;
  closedAt: AnyPgColumn;
  phase: AnyPgColumn;
  description: AnyPgColumn;
  createdAt: AnyPgColumn;
}

export const money = (
  key: string,
  column: AnyPgColumn,
  labelText: ReturnType<typeof text>,
  required = true,
): ModuleField => ({
  key,
  column,
  type: "integer",
  kind: "money",
  label: labelText,
  required,
  min: 0,
  max: 100_000_000,
  sortable: true,
});

/** The fields every activity has: name, window, phase (status tab), closing time, note. */
export function activityFields(
  t: ActivityColumns,
  windowLabels = {
    start: text("开始时间", "Start time", "開始時間"),
    end: text("结束时间", "End time", "結束時間"),
  },
) {
  return {
    head: [
      idField(t.id),
      {
        key: "name",
        column: t.name,
        type: "string",
        label: text("活动名称", "Name", "活動名稱"),
        required: true,
        min: 1,
        max: 60,
        filter: "contains",
        sortable: true,
      } satisfies ModuleField,
    ] as ModuleField[],
    tail: [
      {
        key: "startAt",
        column: t.startAt,
        type: "datetime",
        label: windowLabels.start,
        required: true,
        sortable: true,
        filter: "range",
      },
      {
        key: "endAt",
        column: t.endAt,
        type: "datetime",
        label: windowLabels.end,
        required: true,
        sortable: true,
      },
      {
        key: "phase",
        column: t.phase,
        type: "integer",
        label: text("状态", "Status", "狀態"),
        options: PHASE_OPTIONS,
        filter: "exact",
        writable: false,
      },
      {
        key: "closedAt",
        column: t.closedAt,
        type: "datetime",
        label: text("关闭时间", "Closed at", "關閉時間"),
        writable: false,
        list: false,
      },
      descriptionField(t.description),
      createdAtField(t.createdAt),
    ] as ModuleField[],
  };
}

/** The stored row merged with what this save changes: what cross-field rules check. */
export function merged(save: SaveContext): Row {
  return { ...(save.existing ?? {}), ...save.input };
}

export function fieldLabel(fields: ModuleField[], key: string, locale: Locale): string {
  const field = fields.find((f) => f.key === key);
  return field ? label(field, locale) : key;
}

export function phaseOf(row: Row, now: Date): Phase {
  return phaseAt(
    {
      startAt: row.startAt as Date,
      endAt: row.endAt as Date,
      closedAt: (row.closedAt as Date | null) ?? null,
    },
    now,
  );
}

/**
 * The rules of every activity's save: the end after the start and after the server's clock (an
 * activity that is over when saved would never run), and an existing activity changed only while
 * it has not started (`editable` lists the phases a kind allows more).
 */
export function windowErrors(
  save: SaveContext,
  fields: ModuleField[],
  editable: Phase[] = [PHASE.upcoming],
): FieldError[] {
  const locale = save.request.locale as Locale;
  const m = marketingTranslator(locale);
  if (save.existing) {
    const phase = phaseOf(save.existing, save.ctx.now());
    if (!editable.includes(phase))
      return [{ field: "phase", message: m("mk.notEditable", { phase: m(`phase.${phase}`) }) }];
  }
  const row = merged(save);
  const start = row.startAt as Date | undefined;
  const end = row.endAt as Date | undefined;
  const endLabel = fieldLabel(fields, "endAt", locale);
  if (start && end && end.getTime() <= start.getTime())
    return [{ field: "endAt", message: m("mk.window", { field: endLabel }) }];
  const passed = end ? endPassedRefusal(end, save.ctx.now()) : undefined;
  if (passed) return [{ field: "endAt", message: discountMessage(passed, locale, endLabel) }];
  return [];
}

/** Column values every activity save adds: its phase now, and when it changed. */
export function activityPrepare(save: SaveContext, values: Row): Row {
  const row = { ...merged(save), ...values };
  const now = save.ctx.now();
  return { ...values, phase: phaseOf(row, now), updatedAt: now };
}
