import { eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { dictItems, dictTypes } from "../modules/schema.js";
import { PAGE_CATEGORY_OPTIONS, PAGE_CLASSIFICATION_DICTIONARY } from "./declaration.js";

/**
 * Page categories: the spec asks for one on every page but does not list them, so these are the
 * kinds of page a shop builds, seeded with their zh-cn labels (answered in the reader's language,
 * see declaration.ts); operators edit the list in the dictionary screen. Databases seeded before
 * pages existed get the same list from migration 0005.
 */
const CATEGORIES = PAGE_CATEGORY_OPTIONS.map(({ value, label }) => ({
  label: label["zh-cn"],
  value,
}));

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
