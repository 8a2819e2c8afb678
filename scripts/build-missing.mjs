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
  ["@vitrine/server", "server/dist/main.js"],
  ["@vitrine/admin-app", "admin-app/dist/index.html"],
];

export function buildMissing() {
  for (const [workspace, output] of outputs) {
    if (fs.existsSync(path.join(root, "packages", output))) continue;
    console.log(`Building ${workspace}...`);
    const result = spawnSync("npm", ["run", "build", "-w", workspace], {
      cwd: root,
      stdio: "inherit",
    });
    if (result.status !== 0) {
      console.error(`Building ${workspace} failed.`);
      process.exit(result.status ?? 1);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildMissing();
