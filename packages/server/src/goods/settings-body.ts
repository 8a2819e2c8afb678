import { type Static, Type } from "@sinclair/typebox";
import type { Locale } from "../i18n/messages.js";
import type { FieldError } from "../modules/framework/types.js";
import { goodsTranslator } from "./messages.js";
import {
  DEFAULT_GOODS_SETTINGS,
  type GoodsSettings,
  MAX_LOW_STOCK_THRESHOLD,
  parseThreshold,
} from "./settings.js";

/**
 * `POST /api/goods/settings`'s body as a TypeBox schema (issue 37; settings-routes.ts checks it
 * with TypeBox's compiler): a field left out keeps its value. The threshold may come as a number
 * or its text (form values); its range and the unit's length are the rules below.
 */
export const GoodsSettingsBody = Type.Object(
  {
    lowStockThreshold: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 64 })])),
    defaultUnit: Type.Optional(Type.String()),
  },
  { maxProperties: 16 },
);
export type GoodsSettingsBody = Static<typeof GoodsSettingsBody>;

export const SETTING_LABELS: Record<keyof GoodsSettings, Record<Locale, string>> = {
  lowStockThreshold: { "zh-cn": "库存警戒值", en: "low-stock threshold", "zh-tw": "庫存警戒值" },
  defaultUnit: { "zh-cn": "默认单位", en: "default unit", "zh-tw": "預設單位" },
};

const MAX_UNIT = 10;

/** A setting's refusal, for a value of the wrong shape as for a wrong value. */
export function settingRefusal(field: keyof GoodsSettings, locale: Locale): FieldError {
  const t = goodsTranslator(locale);
  const label = SETTING_LABELS[field]?.[locale] ?? field;
  const message =
    field === "lowStockThreshold"
      ? t("goods.between", { field: label, min: 0, max: MAX_LOW_STOCK_THRESHOLD })
      : t("goods.tooLong", { field: label, max: MAX_UNIT });
  return { field, message };
}

/** The settings a body changes, or the refusal of each field it sets wrong. */
export function readSettingsChange(
  body: GoodsSettingsBody,
  locale: Locale,
): { next: Partial<GoodsSettings>; errors: FieldError[] } {
  const next: Partial<GoodsSettings> = {};
  const errors: FieldError[] = [];
  if (body.lowStockThreshold !== undefined) {
    const value = parseThreshold(String(body.lowStockThreshold));
    if (value === undefined) errors.push(settingRefusal("lowStockThreshold", locale));
    else next.lowStockThreshold = value;
  }
  if (body.defaultUnit !== undefined) {
    const unit = body.defaultUnit.trim();
    if ([...unit].length > MAX_UNIT) errors.push(settingRefusal("defaultUnit", locale));
    else next.defaultUnit = unit || DEFAULT_GOODS_SETTINGS.defaultUnit;
  }
  return { next, errors };
}
