import type { GoodsSettings } from "@vitrine/contract";
import { inArray } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { configs } from "../modules/schema.js";

/** The goods settings, kept as rows of the config module (`configs`) under these keys. */
export const GOODS_SETTING_KEYS = {
  lowStockThreshold: "goods.lowStockThreshold",
  defaultUnit: "goods.defaultUnit",
} as const;

// The settings' shape is the contract's, which the admin app's settings form reads.
export type { GoodsSettings };

export const DEFAULT_GOODS_SETTINGS: GoodsSettings = { lowStockThreshold: 10, defaultUnit: "件" };
export const MAX_LOW_STOCK_THRESHOLD = 1_000_000;

/** Whether a stored threshold text is usable; anything else reads as the default. */
export function parseThreshold(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,7}$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return n <= MAX_LOW_STOCK_THRESHOLD ? n : undefined;
}

export async function readGoodsSettings(db: Db): Promise<GoodsSettings> {
  const rows = await db
    .select({ key: configs.key, value: configs.value })
    .from(configs)
    .where(inArray(configs.key, Object.values(GOODS_SETTING_KEYS)));
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return {
    lowStockThreshold:
      parseThreshold(byKey.get(GOODS_SETTING_KEYS.lowStockThreshold)) ??
      DEFAULT_GOODS_SETTINGS.lowStockThreshold,
    defaultUnit: byKey.get(GOODS_SETTING_KEYS.defaultUnit) ?? DEFAULT_GOODS_SETTINGS.defaultUnit,
  };
}

/** The low-stock threshold (contract for other areas). */
export async function lowStockThreshold(db: Db): Promise<number> {
  return (await readGoodsSettings(db)).lowStockThreshold;
}
