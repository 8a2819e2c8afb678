import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/database.js";
import { migrate } from "../db/migrate.js";
import { seedIfEmpty } from "./seed.js";

/**
 * `npm start` (scripts/start.mjs) run for real, with stand-ins for the minutes of builds and for the
 * built server: the stand-in server prints what the real one prints on a first start, the seed's
 * password report included (produced here by the seed itself), among lines before and after it.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const startScript = path.join(root, "scripts/start.mjs");

let database: Database;
let dataDir: string;
let seedLines: string[];
let generated: Record<string, string>;

beforeAll(async () => {
  database = await openDatabase({});
  await migrate(database);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-start-"));
  seedLines = [];
  ({ generated } = await seedIfEmpty(database.db, { dataDir, log: (l) => seedLines.push(l) }));
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A stand-in server: prints `lines` as the real one does, then exits. */
function standInServer(lines: string[]): string {
  const file = path.join(dataDir, "server.mjs");
  fs.writeFileSync(file, `for (const line of ${JSON.stringify(lines)}) console.log(line);\n`);
  return file;
}

const nodeCommand = (code: string) => [process.execPath, "-e", code];

function runStart(builds: { workspace: string; command: string[] }[], server: string) {
  return new Promise<{ code: number | null; stdout: string }>((resolve) => {
    const child = spawn(process.execPath, [startScript], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        VITRINE_START_TEST_BUILDS: JSON.stringify(builds),
        VITRINE_START_TEST_SERVER: server,
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let stdout = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.on("close", (code) => resolve({ code, stdout }));
  });
}

describe("the first start's output", () => {
  it("builds quietly, one line a package, and ends with the framed address and passwords", async () => {
    const server = standInServer([
      '{"level":40,"msg":"a warning before the seed"}',
      ...seedLines,
      "Vitrine is running at http://0.0.0.0:8080",
      `Data: ${path.join(dataDir, "pglite")}`,
    ]);
    const noisy = nodeCommand("for (let i = 0; i < 300; i++) console.log('vite line ' + i)");
    const { code, stdout } = await runStart(
      [
        { workspace: "@vitrine/editor-core", command: noisy },
        { workspace: "@vitrine/admin-app", command: nodeCommand("console.warn('(!) big chunk')") },
      ],
      server,
    );
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    // Each build is one line; their output is in the log under the data folder, not on screen.
    expect(lines.filter((line) => line.startsWith("Building "))).toEqual([
      expect.stringMatching(/^Building @vitrine\/editor-core\.\.\. done in \d+ s$/),
      expect.stringMatching(/^Building @vitrine\/admin-app\.\.\. done in \d+ s$/),
    ]);
    expect(stdout).not.toContain("vite line");
    const log = fs.readFileSync(path.join(dataDir, "build.log"), "utf8");
    expect(log).toContain("vite line 299");
    expect(log).toContain("(!) big chunk");

    // The last thing printed is the frame: the address to open, both passwords, where they are kept.
    const lastRule = lines.length - 1;
    expect(lines[lastRule]).toMatch(/^\+-+\+$/);
    const firstRule = lines.lastIndexOf(lines[lastRule]!, lastRule - 1);
    expect(firstRule).toBeGreaterThan(0);
    const block = lines.slice(firstRule, lastRule + 1).join("\n");
    expect(block).toContain("Vitrine is running at http://localhost:8080");
    expect(block).toMatch(new RegExp(`admin +${generated.admin}`));
    expect(block).toMatch(new RegExp(`test +${generated.test}`));
    expect(block).toContain(path.join(dataDir, "initial-credentials.txt"));
    // Shown once, in the frame only; the lines before it are the server's others.
    expect(stdout.split(generated.admin!).length).toBe(2);
    expect(lines.slice(0, firstRule).join("\n")).toContain("a warning before the seed");
  });

  it("shows a failed build's output and stops before starting the server", async () => {
    const server = standInServer(["Vitrine is running at http://0.0.0.0:8080"]);
    const failing = nodeCommand("console.error('error TS2322: broken'); process.exit(2)");
    const { code, stdout } = await runStart(
      [{ workspace: "@vitrine/server", command: failing }],
      server,
    );
    expect(code).toBe(2);
    expect(stdout).toContain("Building @vitrine/server... failed");
    expect(stdout).toContain("error TS2322: broken");
    expect(stdout).toContain(path.join(dataDir, "build.log"));
    expect(stdout).not.toContain("Vitrine is running");
  });
});
