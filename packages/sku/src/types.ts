/** Option and group ids: the original data used numbers; hosts may also use strings. */
export type SpecId = string | number;

export interface SpecOption {
  id: SpecId;
  title: string;
  checked: boolean;
}

/** A spec group such as "colour", whose ticked options take part in the combinations. */
export interface SpecGroup {
  id: SpecId;
  title: string;
  children: SpecOption[];
}

/**
 * A number cell. Generated rows hold numbers; while an operator types, the editor keeps the raw
 * text (a string) so that "12." or "abc" can be shown back with its validation message.
 */
export type SkuNumber = number | string;

/** The numeric fields of a row, in the order the spec lists their messages (and the table shows them). */
export const SKU_NUMBER_FIELDS = [
  "price",
  "market_price",
  "cost_price",
  "stock",
  "weight",
  "volume",
] as const;

export type SkuNumberField = (typeof SKU_NUMBER_FIELDS)[number];

/** One combination of ticked options, with the field names the original backend stores. */
export interface SkuRow {
  /** Option titles joined with ",". */
  data_title: string;
  /** Option ids joined with ","; the identity of the combination. */
  specs_id: string;
  price: SkuNumber;
  cost_price: SkuNumber;
  market_price: SkuNumber;
  stock: SkuNumber;
  weight: SkuNumber;
  volume: SkuNumber;
  image: string;
}

export type SkuLocale = "zh-cn" | "en" | "zh-tw";

export const SKU_LOCALES: readonly SkuLocale[] = ["zh-cn", "en", "zh-tw"];

export type MessageParams = Record<string, string | number>;

/**
 * A refusal or validation problem. `message` is already in the requested language; hosts that
 * translate on their own use `messageKey` and `params` instead.
 */
export interface SkuMessage {
  field: string;
  message: string;
  messageKey: string;
  params?: MessageParams | undefined;
}
