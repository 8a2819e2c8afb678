/**
 * Notices every statement this process sends that may change data, and remembers per table when it
 * last happened. Caches of derived figures (list totals) ask it whether what they hold may be stale.
 *
 * Statements are seen before they run, so a write counts as "now" even while its transaction is
 * still open; readers allow a settle time after the latest write before they trust a result.
 */
export interface WriteWatch {
  /** Records a statement about to run; anything but a plain read marks tables as written. */
  notice(statement: string): void;
  /** Records a script or other work that may write to any table. */
  touchAll(): void;
  /** The latest time (ms since epoch) any of these tables was written, or a write touched all. */
  lastWrite(tables: Iterable<string>): number;
}

const READ = /^\s*(select|show|explain)\b/i;
// insert into "t", update "t", delete from "t" (drizzle quotes names; raw statements may not).
const SINGLE_TABLE_WRITE =
  /^\s*(?:insert\s+into|update|delete\s+from)\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/i;

export function createWriteWatch(now: () => number = Date.now): WriteWatch {
  const byTable = new Map<string, number>();
  // Scripts, transactions' own statements and anything unparsed may write to any table.
  let everything = 0;
  return {
    notice(statement) {
      if (READ.test(statement)) return;
      const table = SINGLE_TABLE_WRITE.exec(statement)?.[1];
      if (table) byTable.set(table.toLowerCase(), now());
      else everything = now();
    },
    touchAll() {
      everything = now();
    },
    lastWrite(tables) {
      let latest = everything;
      for (const table of tables) latest = Math.max(latest, byTable.get(table) ?? 0);
      return latest;
    },
  };
}
