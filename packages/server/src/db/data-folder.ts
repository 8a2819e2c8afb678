import fs from "node:fs";
import path from "node:path";

/** A start refused because of the data folder; main.ts prints its message alone, without a stack. */
export class DataFolderError extends Error {
  override name = "DataFolderError";
}

/**
 * Keeps the data folder private to the server's user: the folder and every folder in it 0700, every
 * file 0600. The umask makes what PGlite, uploads and the seed create from now on private as well;
 * the walk fixes what an older version left world-readable or world-writable.
 */
export function makeDataFolderPrivate(dataDir: string): void {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  restrictDataFolder(dataDir);
}

/**
 * The walk alone. PGlite unpacks a new database with explicit modes (0666) that the umask does not
 * narrow, so start.ts walks again once the database is open, and when the server closes.
 */
export function restrictDataFolder(dataDir: string): void {
  if (fs.existsSync(dataDir)) restrict(dataDir);
}

function restrict(target: string): void {
  const stat = fs.lstatSync(target);
  // A link may point outside the data folder: it is neither followed nor changed.
  if (stat.isSymbolicLink()) return;
  const wanted = stat.isDirectory() ? 0o700 : 0o600;
  if ((stat.mode & 0o777) !== wanted) fs.chmodSync(target, wanted);
  if (stat.isDirectory())
    for (const entry of fs.readdirSync(target)) restrict(path.join(target, entry));
}

/**
 * Decides whether PGlite may open `dir`: a missing or empty folder becomes a new database, a folder
 * with PG_VERSION is an existing one. Anything else held a database once (or something else) and is
 * in an unknown state: opening it would create a new empty database over what is left, so the start
 * is refused with what to do.
 */
export function checkPgliteFolder(dir: string): "new" | "existing" {
  if (!fs.existsSync(dir)) return "new";
  if (!fs.statSync(dir).isDirectory())
    throw new DataFolderError(
      `The database path ${dir} is a file, not a folder. Move it away, or set DATA_DIR to another folder.`,
    );
  const entries = fs.readdirSync(dir);
  if (entries.length === 0) return "new";
  if (entries.includes("PG_VERSION")) return "existing";
  throw new DataFolderError(
    `The database folder ${dir} is not empty but has no PG_VERSION file: it does not hold a complete ` +
      "database, and Vitrine will not create a new one over it. Restore the folder from a backup, or " +
      "move it away to start with a new empty database (DATA_DIR chooses another data folder).",
  );
}

/** Names the folder and the way out when PGlite cannot open an existing database. */
export function pgliteOpenError(dir: string, cause: unknown): DataFolderError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new DataFolderError(
    `The database in ${dir} could not be opened (${reason}). The folder may be damaged or written by ` +
      "another version. Stop any other Vitrine using it, then restore the folder from a backup, or " +
      "move it away to start with a new empty database.",
    { cause },
  );
}
