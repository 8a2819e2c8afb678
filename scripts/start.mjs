// `npm start`: builds whatever is not built yet, then serves the API and the admin app on PORT.
import { spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import { buildMissing, missingBuilds, root } from "./build-missing.mjs";
import { createRelay } from "./start/first-start-block.mjs";

const dataDir = path.resolve(root, process.env.DATA_DIR ?? "data");
// For this script's own test only: stand-in builds and server, so it runs in seconds.
const testBuilds = process.env.VITRINE_START_TEST_BUILDS;
const serverEntry =
  process.env.VITRINE_START_TEST_SERVER ?? path.join(root, "packages/server/dist/main.js");

const builds = testBuilds ? JSON.parse(testBuilds) : missingBuilds();
if (builds.length > 0) {
  const logFile = path.join(dataDir, "build.log");
  console.log(
    `First start: building ${builds.length} packages (a few minutes; the output goes to ${path.relative(root, logFile) || logFile}).`,
  );
  buildMissing({ logFile, builds });
}

// The server handles SIGINT itself (closing the database cleanly); forward signals and its exit code.
const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  stdio: ["inherit", "pipe", "inherit"],
});
const relay = createRelay((text) => process.stdout.write(text));
readline.createInterface({ input: server.stdout }).on("line", relay.line);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("close", (code, signal) => {
  relay.end();
  process.exit(code ?? (signal ? 1 : 0));
});
