import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { fail, ok } from "../http/envelope.js";
import type { Locale } from "../i18n/messages.js";
import { summarizeValues, writeOperationLog } from "../modules/framework/operation-log.js";
import { configs } from "../modules/schema.js";
import { goodsTranslator } from "./messages.js";
import {
  DEFAULT_GOODS_SETTINGS,
  GOODS_SETTING_KEYS,
  type GoodsSettings,
  MAX_LOW_STOCK_THRESHOLD,
  parseThreshold,
  readGoodsSettings,
} from "./settings.js";

const LABELS: Record<keyof GoodsSettings, Record<Locale, string>> = {
  lowStockThreshold: { "zh-cn": "库存警戒值", en: "low-stock threshold", "zh-tw": "庫存警戒值" },
  defaultUnit: { "zh-cn": "默认单位", en: "default unit", "zh-tw": "預設單位" },
};

/** How each setting is stored as a config row (seeded on first write if absent). */
const ROWS: Record<keyof GoodsSettings, { name: string; type: string; sort: number }> = {
  lowStockThreshold: { name: "商品库存警戒值", type: "number", sort: 100 },
  defaultUnit: { name: "商品默认单位", type: "string", sort: 101 },
};

/**
 * The goods settings screen: `GET /api/goods/settings` (goodsConfig:index) and `POST` (goodsConfig:edit),
 * kept as rows of the config module so the system config screen lists them too. Logged as config edits.
 */
export async function goodsSettingsRoutes(app: FastifyInstance, ctx: ServerContext) {
  app.get("/api/goods/settings", { config: { permission: "goodsConfig:index" } }, async () =>
    ok(await readGoodsSettings(ctx.db)),
  );

  app.post<{ Body: Record<string, unknown> }>(
    "/api/goods/settings",
    {
      schema: { body: { type: "object", maxProperties: 16 } },
      attachValidation: true,
      config: { permission: "goodsConfig:edit" },
    },
    async (request) => {
      const locale = request.locale as Locale;
      const t = goodsTranslator(locale);
      const body = (request.validationError ? {} : (request.body ?? {})) as Record<string, unknown>;
      const next: Partial<GoodsSettings> = {};
      const errors: Array<{ field: string; message: string }> = [];
      if (body.lowStockThreshold !== undefined) {
        const value = parseThreshold(
          typeof body.lowStockThreshold === "number" || typeof body.lowStockThreshold === "string"
            ? String(body.lowStockThreshold)
            : undefined,
        );
        if (value === undefined)
          errors.push({
            field: "lowStockThreshold",
            message: t("goods.between", {
              field: LABELS.lowStockThreshold[locale],
              min: 0,
              max: MAX_LOW_STOCK_THRESHOLD,
            }),
          });
        else next.lowStockThreshold = value;
      }
      if (body.defaultUnit !== undefined) {
        if (typeof body.defaultUnit !== "string" || [...body.defaultUnit.trim()].length > 10)
          errors.push({
            field: "defaultUnit",
            message: t("goods.tooLong", { field: LABELS.defaultUnit[locale], max: 10 }),
          });
        else next.defaultUnit = body.defaultUnit.trim() || DEFAULT_GOODS_SETTINGS.defaultUnit;
      }
      if (errors.length > 0) return fail(errors[0]!.message, { errors });
      const before = await readGoodsSettings(ctx.db);
      const now = ctx.now();
      await ctx.db.transaction(async (tx) => {
        for (const [key, value] of Object.entries(next) as Array<[keyof GoodsSettings, unknown]>) {
          const configKey = GOODS_SETTING_KEYS[key];
          const [row] = await tx
            .update(configs)
            .set({ value: String(value), updatedAt: now })
            .where(eq(configs.key, configKey))
            .returning({ id: configs.id });
          if (!row)
            await tx
              .insert(configs)
              .values({ key: configKey, ...ROWS[key], value: String(value) })
              .onConflictDoUpdate({
                target: configs.key,
                set: { value: String(value), updatedAt: now },
              });
        }
        await writeOperationLog(tx, request, now, {
          module: "config",
          action: "edit",
          ids: [],
          summary: summarizeValues(request.locale, LABELS, next, before),
        });
      });
      return ok(await readGoodsSettings(ctx.db));
    },
  );
}
