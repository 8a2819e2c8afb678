import type { PageDocument } from "@vitrine/editor-core";
import type { LiveProduct } from "@vitrine/editor-react/server";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { goods } from "../goods/schema.js";
import type { Locale } from "../i18n/messages.js";
import { cardActivities } from "../storefront/card-activities.js";

const INT_MAX = 2_147_483_647;

/** "19.90" for 1990, as the goods calls answer prices. */
const yuan = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
/** A page holds at most 500 components; this bounds one page's look-up all the same. */
const MAX_IDS = 1000;

function idsOfList(list: unknown, into: Set<number>) {
  if (!Array.isArray(list)) return;
  for (const item of list) {
    const id = Number((item as { id?: unknown } | null)?.id);
    if (Number.isInteger(id) && id > 0 && id <= INT_MAX && into.size < MAX_IDS) into.add(id);
  }
}

/** The goods ids the page's product lists show (one list, or each tab group's). */
export function productIdsOf(document: PageDocument): number[] {
  const ids = new Set<number>();
  for (const component of document.components) {
    if (component.type !== "listswitching") continue;
    idsOfList(component.props.imageList, ids);
    const groups = component.props.commoditylisttypetab;
    if (Array.isArray(groups)) {
      for (const group of groups) idsOfList((group as { imageList?: unknown })?.imageList, ids);
    }
  }
  return [...ids];
}

/**
 * Today's name, picture and lowest price of the goods that are on sale and not in the recycle bin,
 * by id as text; the others are left out, so a published page stops showing them.
 */
export async function liveProducts(
  db: Db,
  ids: readonly number[],
  /** With these, each product also carries the activity running on it at `now`. */
  activities?: { now: Date; locale: Locale },
): Promise<Map<string, LiveProduct>> {
  const found = new Map<string, LiveProduct>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({
      id: goods.id,
      name: goods.name,
      mainImage: goods.mainImage,
      minPriceCents: goods.minPriceCents,
      maxPriceCents: goods.maxPriceCents,
    })
    .from(goods)
    .where(and(inArray(goods.id, [...ids]), eq(goods.status, 1), isNull(goods.deletedAt)));
  const running = activities
    ? await cardActivities(
        db,
        rows.map((row) => row.id),
        activities.now,
        activities.locale,
      )
    : undefined;
  for (const row of rows) {
    const activity = running?.get(row.id);
    found.set(String(row.id), {
      ...(activity ? { activity } : {}),
      name: row.name,
      coverUrl: row.mainImage,
      price: yuan(Number(row.minPriceCents)),
      // SKUs at several prices: the card shows the lowest with 起.
      priceFrom: Number(row.maxPriceCents) > Number(row.minPriceCents),
    });
  }
  return found;
}

/** A text that changes whenever what the page would show of these products changes. */
export function liveProductsStamp(products: ReadonlyMap<string, LiveProduct>): string {
  return JSON.stringify([...products].sort(([a], [b]) => Number(a) - Number(b)));
}
