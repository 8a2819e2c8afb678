import { eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { dictItems, dictTypes } from "../modules/schema.js";
import { PAGE_CLASSIFICATION_DICTIONARY } from "./declaration.js";

/**
 * Page categories: the spec asks for one on every page but does not list them, so these are the
 * kinds of page a shop builds; operators edit the list in the dictionary screen. Databases seeded
 * before pages existed get the same list from migration 0005.
 */
const CATEGORIES = [
  { label: "首页", value: "home" },
  { label: "活动页", value: "activity" },
  { label: "商品页", value: "product" },
  { label: "专题页", value: "topic" },
  { label: "自定义页", value: "custom" },
];

/** Adds the page category dictionary when it is missing; safe to call on every start. */
export async function seedPageDictionary(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: dictTypes.id })
      .from(dictTypes)
      .where(eq(dictTypes.code, PAGE_CLASSIFICATION_DICTIONARY))
      .limit(1);
    if (existing) return;
    const [type] = await tx
      .insert(dictTypes)
      .values({ code: PAGE_CLASSIFICATION_DICTIONARY, name: "页面分类", sort: 100 })
      .onConflictDoNothing()
      .returning({ id: dictTypes.id });
    if (!type) return;
    await tx
      .insert(dictItems)
      .values(CATEGORIES.map((item, sort) => ({ ...item, typeId: type.id, sort })));
  });
}
