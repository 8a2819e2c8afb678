import { sql as auth } from "./0001-auth.js";

/**
 * Ordered migrations. Append only: a released migration is never edited, because databases that
 * already ran it would not run it again. Each area adds its own file and one line here.
 */
export const migrations: ReadonlyArray<{ id: string; sql: string }> = [
  { id: "0001-auth", sql: auth },
];
