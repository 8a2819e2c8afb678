import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The monorepo's root, where the server process runs as `npm start` would run it. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

/** A port nothing listens on right now (the kernel's pick, released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

export interface ServerProcess {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

/**
 * Starts the real server (src/main.ts through tsx, as the tests read the sources) in a child
 * process on loopback, and resolves once it says it is running. `env` adds to the test's own.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(repoRoot, "packages/server/src/main.ts")],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        LOG_LEVEL: "error",
        NODE_ENV: "test",
        ...env,
        PORT: String(port),
        HOST: "127.0.0.1",
        // The workspace packages from their sources, as the tests read them (tsconfig paths).
        TSX_TSCONFIG_PATH: path.join(repoRoot, "packages/server/tsconfig.json"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  child.stdout!.on("data", (chunk: Buffer) => {
    output += String(chunk);
  });
  child.stderr!.on("data", (chunk: Buffer) => {
    output += String(chunk);
  });
  await new Promise<void>((resolve, reject) => {
    const seen = () => output.includes("is running at") && resolve();
    child.stdout!.on("data", seen);
    void exited.then((code) =>
      reject(new Error(`the server exited (${code}): ${output.slice(-2000)}`)),
    );
  });
  return { baseUrl: `http://127.0.0.1:${port}`, port, child, output: () => output, exited };
}

/** Waits until `check` holds, asking again every 100 ms, failing after `boundMs` with `what`. */
export async function eventually(
  what: string,
  check: () => boolean | Promise<boolean>,
  boundMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + boundMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
