import { centsToYuan, type MoneyParse, moneyMessage, parseSalePrice } from "@vitrine/contract";
import type { Locale } from "../../i18n/messages.js";
import { type Body, L, Refusal } from "./shared.js";

/**
 * A sale's price per device, in cents: `price` in 元 as the sell dialog sends what was typed, or
 * `priceCents` from API clients; both by @vitrine/contract's one money rule, refused in 元.
 */
export function salePrice(body: Body, locale: Locale): number {
  const field = L.price[locale];
  const cents = body.priceCents;
  let result: MoneyParse;
  if (body.price === undefined && cents !== undefined && cents !== null && cents !== "") {
    result =
      typeof cents === "number" && Number.isInteger(cents)
        ? parseSalePrice(centsToYuan(cents))
        : { ok: false, error: "format" };
  } else result = parseSalePrice(body.price);
  if (!result.ok)
    throw new Refusal(
      moneyMessage(result, locale, field),
      body.price === undefined && cents !== undefined ? "priceCents" : "price",
    );
  return result.cents;
}
