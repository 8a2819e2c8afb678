import type { Locale } from "@vitrine/editor-core";
import type { CSSProperties } from "react";
import { previewText } from "./preview-text";

/** Corner mark texts by `commoditycornertype` (0-3) in zh-cn, as the original showed them. */
export const CORNER_MARKS = ["新品", "热卖", "NEW", "HOT"] as const;

/**
 * The corner mark of `commoditycornertype` in the page's language: 新品 and 热卖 are words (New,
 * Hot in English), NEW and HOT are drawn as they are in every language. An unknown type is 0.
 */
export function cornerMarkText(type: number, locale: Locale): string {
  if (type === 2 || type === 3) return CORNER_MARKS[type];
  return previewText(type === 1 ? "cornerHot" : "cornerNew", locale);
}

/** Corner mark places by `tagPosition` (0-3). */
export const CORNER_POSITIONS = ["top-left", "top-right", "bottom-left", "bottom-right"] as const;

export type CornerPosition = (typeof CORNER_POSITIONS)[number];

export function cornerPlace(position: CornerPosition): CSSProperties {
  const [vertical, horizontal] = position.split("-") as ["top" | "bottom", "left" | "right"];
  return { position: "absolute", [vertical]: 0, [horizontal]: 0 };
}

/** Card looks by `moditystyle`: 0 borderless white, 1 card shadow, 2 outlined white, 3 borderless transparent. */
export function cardLook(style: number): CSSProperties {
  if (style === 1) return { background: "#fff", boxShadow: "0 2px 8px rgba(0,0,0,.08)" };
  if (style === 2) return { background: "#fff", border: "1px solid #ebedf0" };
  if (style === 3) return { background: "transparent" };
  return { background: "#fff" };
}

/**
 * The 8 purchase button styles (`purchasebuttonType`): 0-3 icon buttons (cart filled, cart
 * outlined, plus filled, plus outlined), 4-7 the button text (filled round, outlined round,
 * filled square, outlined square).
 */
export interface BuyButtonLook {
  icon?: "cart" | "plus" | undefined;
  filled: boolean;
  round: boolean;
}

export function buyButtonLook(type: number): BuyButtonLook {
  const index = type >= 0 && type <= 7 ? type : 0;
  if (index < 4) return { icon: index < 2 ? "cart" : "plus", filled: index % 2 === 0, round: true };
  return { filled: index % 2 === 0, round: index < 6 };
}
