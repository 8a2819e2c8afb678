// A throwaway PostgreSQL for `npm run cluster` when no DATABASE_URL is given: initdb in a temporary
// folder, loopback only, trust auth, started as .ci/run starts the CI one.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The newest PostgreSQL bin folder holding initdb, or undefined. */
export function findPostgresBin() {
  const base = "/usr/lib/postgresql";
  if (fs.existsSync(base)) {
    const versions = fs
      .readdirSync(base)
      .filter((v) => fs.existsSync(path.join(base, v, "bin/initdb")))
      .sort((a, b) => Number(a) - Number(b));
    if (versions.length > 0) return path.join(base, versions.at(-1), "bin");
  }
  try {
    return path.dirname(
      execFileSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" }).trim(),
    );
  } catch {
    return undefined;
  }
}

/**
 * Starts a fresh cluster on `port`; resolves { url, stop } (stop is synchronous, for exit paths).
 * As root, initdb and the server run as the `postgres` user (PostgreSQL refuses root).
 */
export function startThrowawayPostgres({ port, bin = findPostgresBin() }) {
  if (!bin)
    throw new Error("no DATABASE_URL and no initdb found: install PostgreSQL or set DATABASE_URL");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-cluster-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync("chown", ["postgres:postgres", dir]);
  const run = (command) =>
    asRoot
      ? execFileSync("su", ["postgres", "-s", "/bin/sh", "-c", command], { stdio: "ignore" })
      : execFileSync("sh", ["-c", command], { stdio: "ignore" });
  run(`${bin}/initdb -D ${dir}/data -U postgres --auth=trust -E UTF8`);
  run(
    `${bin}/pg_ctl -D ${dir}/data -l ${dir}/log -w -o "-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=200" start`,
  );
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run(`${bin}/pg_ctl -D ${dir}/data -m fast stop`);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
