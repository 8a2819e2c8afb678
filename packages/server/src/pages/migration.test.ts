import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.js";
import { migrations } from "../db/migrations/index.js";
import { seedSystemModules } from "../modules/seed.js";
import { seedPageDictionary } from "./seed.js";

const itemsQuery = `SELECT i.value FROM dict_items i JOIN dict_types t ON t.id = i.type_id
  WHERE t.code = 'page_classification' ORDER BY i.sort`;
const CATEGORY_VALUES = [
  { value: "home" },
  { value: "activity" },
  { value: "product" },
  { value: "topic" },
  { value: "custom" },
];

// Each test opens its own PGlite and runs every migration: slow on a busy machine.
describe("page categories on every kind of database", { timeout: 120_000 }, () => {
  it("a database seeded before pages existed gets them from the migration", async () => {
    const database = await openDatabase({});
    try {
      const before = migrations.filter((m) => m.id < "0005-pages");
      for (const migration of before) await database.runScript(migration.sql);
      await seedSystemModules(database.db);
      const pagesMigration = migrations.find((m) => m.id === "0005-pages")!;
      await database.runScript(pagesMigration.sql);
      expect(await database.query(itemsQuery)).toEqual(CATEGORY_VALUES);
      // The start-up seed then finds them and adds nothing.
      await seedPageDictionary(database.db);
      expect(await database.query(itemsQuery)).toEqual(CATEGORY_VALUES);
    } finally {
      await database.close();
    }
  });

  it("a first start gets the system dictionaries and the page categories", async () => {
    const database = await openDatabase({});
    try {
      for (const migration of migrations) await database.runScript(migration.sql);
      expect(await database.query(itemsQuery)).toEqual([]);
      await seedSystemModules(database.db);
      await seedPageDictionary(database.db);
      expect(await database.query(itemsQuery)).toEqual(CATEGORY_VALUES);
      const codes = await database.query<{ code: string }>(
        "SELECT code FROM dict_types ORDER BY code",
      );
      expect(codes.map((c) => c.code)).toEqual([
        "config_type",
        "menu_type",
        "page_classification",
        "status",
      ]);
    } finally {
      await database.close();
    }
  });
});
