import { commissionRefusal, discountMessage, formatBp, parsePercentBp } from "@vitrine/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import type { Db } from "../db/database.js";
import { fail, ok } from "../http/envelope.js";
import type { Locale } from "../i18n/messages.js";
import {
  type LogLabel,
  summarizeValues,
  writeOperationLog,
} from "../modules/framework/operation-log.js";
import { translatorFor } from "../modules/framework/permission.js";
import type { FieldError } from "../modules/framework/types.js";
import { text } from "../modules/system/fields.js";
import { marketingTranslator } from "./messages.js";
import { distributionSettings } from "./schema.js";

const LABELS = {
  enabled: text("开启分销", "Distribution on", "開啟分銷"),
  levels: text("分销层级", "Levels", "分銷層級"),
  level1Rate: text("一级佣金比例(%)", "Level 1 rate (%)", "一級佣金比例(%)"),
  level2Rate: text("二级佣金比例(%)", "Level 2 rate (%)", "二級佣金比例(%)"),
};

export interface DistributionSettings {
  enabled: boolean;
  levels: 1 | 2;
  level1Rate: string;
  level2Rate: string;
}

/** The settings' names as the distribution screen shows them, for the operation log. */
const DISTRIBUTION_LABELS: Record<keyof DistributionSettings, LogLabel> = {
  enabled: { "zh-cn": "开启分销", en: "Distribution on", "zh-tw": "開啟分銷" },
  levels: { "zh-cn": "分销层级", en: "Levels", "zh-tw": "分銷層級" },
  level1Rate: { "zh-cn": "一级佣金比例", en: "Level 1 rate", "zh-tw": "一級佣金比例" },
  level2Rate: { "zh-cn": "二级佣金比例", en: "Level 2 rate", "zh-tw": "二級佣金比例" },
};

export async function readDistributionSettings(db: Db): Promise<DistributionSettings> {
  const [row] = await db.select().from(distributionSettings).where(eq(distributionSettings.id, 1));
  return {
    enabled: row?.enabled ?? false,
    levels: row?.levels === 2 ? 2 : 1,
    level1Rate: formatBp(parsePercentBp(row?.level1Rate ?? "0") ?? 0),
    level2Rate: formatBp(parsePercentBp(row?.level2Rate ?? "0") ?? 0),
  };
}

/**
 * `GET /api/distribution/settings` (distribution:index) and `POST` the same (distribution:edit):
 * distribution on/off, one or two levels and each level's rate in percent (≤ 100, 2 decimals),
 * the levels paid together at most 100% (contract's discount-rules).
 */
export function distributionSettingsRoutes(app: FastifyInstance, ctx: ServerContext) {
  app.get(
    "/api/distribution/settings",
    { config: { permission: "distribution:index" } },
    async () => ok(await readDistributionSettings(ctx.db)),
  );
  app.post<{ Body: Record<string, unknown> }>(
    "/api/distribution/settings",
    {
      schema: { body: { type: "object", maxProperties: 16 } },
      attachValidation: true,
      config: { permission: "distribution:edit" },
    },
    async (request) => {
      const locale = request.locale as Locale;
      const m = marketingTranslator(locale);
      const body = request.body ?? {};
      const errors: FieldError[] = [];
      const enabled = body.enabled === true || body.enabled === 1 || body.enabled === "1";
      if (![true, false, 0, 1, "0", "1"].includes(body.enabled as never))
        errors.push({
          field: "enabled",
          message: translatorFor(request)("field.boolean", { field: LABELS.enabled[locale] }),
        });
      const levels = Number(body.levels);
      if (levels !== 1 && levels !== 2)
        errors.push({ field: "levels", message: m("mk.levels", { field: LABELS.levels[locale] }) });
      const rates: Record<"level1Rate" | "level2Rate", number | undefined> = {
        level1Rate: parsePercentBp(String(body.level1Rate ?? "")),
        level2Rate:
          levels === 2 || (body.level2Rate ?? "") !== ""
            ? parsePercentBp(String(body.level2Rate ?? ""))
            : 0,
      };
      for (const key of ["level1Rate", "level2Rate"] as const)
        if (rates[key] === undefined)
          errors.push({ field: key, message: m("mk.percent", { field: LABELS[key][locale] }) });
      // With one level the second rate is kept but never paid, so only two levels add up.
      const paid = levels === 2 ? [rates.level1Rate, rates.level2Rate] : [rates.level1Rate];
      const over = errors.length === 0 ? commissionRefusal(paid as number[]) : undefined;
      if (over) errors.push({ field: "level2Rate", message: discountMessage(over, locale) });
      if (errors.length > 0) return fail(errors[0]!.message, { errors });
      const saved: DistributionSettings = {
        enabled,
        levels: levels as 1 | 2,
        level1Rate: formatBp(rates.level1Rate!),
        level2Rate: formatBp(rates.level2Rate!),
      };
      const before = await readDistributionSettings(ctx.db);
      await ctx.db.transaction(async (tx) => {
        await tx
          .insert(distributionSettings)
          .values({ id: 1, ...saved, updatedAt: ctx.now() })
          .onConflictDoUpdate({
            target: distributionSettings.id,
            set: { ...saved, updatedAt: ctx.now() },
          });
        await writeOperationLog(tx, request, ctx.now(), {
          module: "distribution",
          action: "edit",
          ids: [1],
          summary: summarizeValues(request.locale, DISTRIBUTION_LABELS, saved, before, (key, v) =>
            key.endsWith("Rate") ? `${String(v)}%` : undefined,
          ),
        });
      });
      return ok(saved);
    },
  );
}
