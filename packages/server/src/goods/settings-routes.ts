import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { fail, ok } from "../http/envelope.js";
import { erroredField, typeBoxCompiler } from "../http/typebox-compiler.js";
import type { Locale } from "../i18n/messages.js";
import { summarizeValues, writeOperationLog } from "../modules/framework/operation-log.js";
import { configs } from "../modules/schema.js";
import { GOODS_SETTING_KEYS, type GoodsSettings, readGoodsSettings } from "./settings.js";
import {
  GoodsSettingsBody,
  readSettingsChange,
  SETTING_LABELS,
  settingRefusal,
} from "./settings-body.js";

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

  app.withTypeProvider<TypeBoxTypeProvider>().post(
    "/api/goods/settings",
    {
      schema: { body: GoodsSettingsBody },
      validatorCompiler: typeBoxCompiler,
      attachValidation: true,
      config: { permission: "goodsConfig:edit" },
    },
    async (request) => {
      const locale = request.locale as Locale;
      const error = request.validationError;
      const field = error ? erroredField(error) : undefined;
      // A body that is no object changes nothing; a field of the wrong shape is refused as a wrong value.
      if (field === "") return ok(await readGoodsSettings(ctx.db));
      const { next, errors } = field
        ? { next: {}, errors: [settingRefusal(field as keyof GoodsSettings, locale)] }
        : readSettingsChange(request.body, locale);
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
          summary: summarizeValues(request.locale, SETTING_LABELS, next, before),
        });
      });
      return ok(await readGoodsSettings(ctx.db));
    },
  );
}
