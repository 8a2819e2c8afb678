// `npm start`: builds whatever is not built yet, then serves the API and the admin app on PORT.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const built = (pkg, file) => fs.existsSync(path.join(root, "packages", pkg, "dist", file));

// In dependency order: the admin app bundles the libraries from source, the server bundles editor-core.
const steps = [
  ["@vitrine/editor-core", built("editor-core", "index.js")],
  ["@vitrine/media-uploader", built("media-uploader", "index.js")],
  ["@vitrine/sku", built("sku", "index.js")],
  ["@vitrine/editor-react", built("editor-react", "index.js")],
  ["@vitrine/server", built("server", "main.js")],
  ["@vitrine/admin-app", built("admin-app", "index.html")],
];
for (const [workspace, done] of steps) {
  if (done) continue;
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

// The server handles SIGINT itself (closing the database cleanly); forward signals and its exit code.
const server = spawn(process.execPath, [path.join(root, "packages/server/dist/main.js")], {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
