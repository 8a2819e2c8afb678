// Builds, in dependency order, every workspace whose build output is missing.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const outputs = [
  // The newest entry: a build from before it existed is rebuilt.
  ["@vitrine/editor-core", "editor-core/dist/field-messages.js"],
  ["@vitrine/media-uploader", "media-uploader/dist/index.js"],
  ["@vitrine/sku", "sku/dist/index.js"],
  ["@vitrine/editor-react", "editor-react/dist/index.js"],
  // The storefront scripts are the server build's last step: a build from before them is rebuilt.
  ["@vitrine/server", "server/dist/storefront-assets/product.js"],
  ["@vitrine/admin-app", "admin-app/dist/index.html"],
];

/** The builds still to run: `{ workspace, command }` for each workspace whose output is missing. */
export function missingBuilds() {
  return outputs
    .filter(([, output]) => !fs.existsSync(path.join(root, "packages", output)))
    .map(([workspace]) => ({ workspace, command: ["npm", "run", "build", "-w", workspace] }));
}

/**
 * Runs the missing builds. By default their output goes to the terminal; with `logFile` each build
 * is one line on the terminal (`Building x... done in 12 s`) and its whole output goes to the file,
 * which is shown, from that build's start, when it fails. `builds` replaces the list (the start
 * script's test runs stand-ins instead of minutes of real builds).
 */
export function buildMissing({ logFile, builds = missingBuilds(), out = process.stdout } = {}) {
  if (logFile) {
    fs.mkdirSync(path.dirname(logFile), { recursive: true });
    fs.writeFileSync(logFile, "");
  }
  for (const { workspace, command } of builds) {
    const started = Date.now();
    if (!logFile) console.log(`Building ${workspace}...`);
    else out.write(`Building ${workspace}... `);
    const result = spawnSync(command[0], command.slice(1), {
      cwd: root,
      stdio: logFile ? ["ignore", "pipe", "pipe"] : "inherit",
      maxBuffer: 256 * 1024 * 1024,
    });
    if (logFile) {
      const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
      fs.appendFileSync(logFile, `$ ${command.join(" ")}\n${output}\n`);
      if (result.status === 0)
        out.write(`done in ${Math.round((Date.now() - started) / 1000)} s\n`);
      else {
        out.write("failed\n\n");
        out.write(output.endsWith("\n") ? output : `${output}\n`);
        out.write(`\nBuilding ${workspace} failed; the whole build output is in ${logFile}\n`);
        process.exit(result.status ?? 1);
      }
    } else if (result.status !== 0) {
      console.error(`Building ${workspace} failed.`);
      process.exit(result.status ?? 1);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildMissing();
