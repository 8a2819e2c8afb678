// `npm start`: builds whatever is not built yet, then serves the API and the admin app on PORT.
import { spawn } from "node:child_process";
import path from "node:path";
import { buildMissing, root } from "./build-missing.mjs";

buildMissing();

// The server handles SIGINT itself (closing the database cleanly); forward signals and its exit code.
const server = spawn(process.execPath, [path.join(root, "packages/server/dist/main.js")], {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
