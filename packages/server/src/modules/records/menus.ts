import { type RecordResource, recordScreen, resourceTitleKey } from "@vitrine/contract";
import type { Database } from "../../db/database.js";

// Any fixed number: the processes starting together add the declared menus one at a time.
const RECORD_MENU_LOCK = 727_002;

/**
 * A record resource's screen, its buttons and their grants, in one statement, under its section's
 * row (found by path) at the section's end; nothing when a screen of that name is already there or
 * the section is not (an operator removed it, or a new database not seeded yet: the seed adds it).
 */
const INSERT_SCREEN = `
WITH parent AS (
  SELECT id FROM menus WHERE type = 'menu' AND path = $1 ORDER BY id LIMIT 1
), screen AS (
  INSERT INTO menus (pid, type, title, name, path, component, icon, is_keep_alive, sort)
  SELECT parent.id, 'menu', $2, $3, $4, $5, $6, $7,
         COALESCE((SELECT max(sort) + 1 FROM menus WHERE pid = parent.id), 0)
  FROM parent
  WHERE NOT EXISTS (SELECT 1 FROM menus WHERE type = 'menu' AND name = $3)
  RETURNING id
), buttons AS (
  INSERT INTO menus (pid, type, title, permission, sort)
  SELECT screen.id, 'button', b.title, b.permission, b.ord - 1
  FROM screen, unnest($8::text[], $9::text[]) WITH ORDINALITY AS b(title, permission, ord)
  RETURNING id
)
INSERT INTO role_menus (role_id, menu_id)
  SELECT r.id, granted.id FROM roles r, (SELECT id FROM screen UNION ALL SELECT id FROM buttons) granted
  WHERE r.sign = ANY($10::text[])`;

/**
 * Gives a database seeded before a record resource was declared its screen, once: each resource
 * added is remembered (in vitrine_migrations, as `record-menu:<name>`), so a screen an operator
 * deletes afterwards stays deleted. A new database gets the screens from the seed; this then only
 * remembers them. Run at every start, after the seed.
 */
export async function addRecordMenus(
  database: Database,
  records: readonly RecordResource[],
): Promise<string[]> {
  return database.withLock(RECORD_MENU_LOCK, async () => {
    const added: string[] = [];
    for (const record of records) {
      const mark = `record-menu:${record.name}`;
      const done = await database.query("SELECT 1 FROM vitrine_migrations WHERE id = $1", [mark]);
      if (done.length > 0) continue;
      const screen = recordScreen(record);
      const buttons = screen.buttons ?? [];
      await database.query(INSERT_SCREEN, [
        `/${record.section}`,
        resourceTitleKey(screen.name),
        screen.name,
        screen.path,
        screen.view ?? "",
        screen.icon ?? "",
        screen.isKeepAlive ?? false,
        buttons.map((button) => button.title),
        buttons.map((button) => button.permission),
        record.roles,
      ]);
      await database.query(
        "INSERT INTO vitrine_migrations (id) VALUES ($1) ON CONFLICT (id) DO NOTHING",
        [mark],
      );
      added.push(record.name);
    }
    return added;
  });
}
