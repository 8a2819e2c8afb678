// One s3rver process (an S3-compatible server in Node, from the registry) on a loopback port and a
// folder: the media store of `npm run cluster` and of the server's S3 tests, so every byte goes
// through a real S3 API that is not ours.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import readline from "node:readline";

const require = createRequire(import.meta.url);

/** s3rver's one account: its server refuses requests signed with any other. */
export const S3RVER_KEY = "S3RVER";
export const S3RVER_BUCKET = "media";

/**
 * Starts s3rver on `dir` with the media bucket created; resolves once it listens. `port` 0 (the
 * default) lets the system pick one, read back from s3rver's "listening" line. `detached` puts it in
 * a process group of its own, out of reach of a Ctrl+C meant for its parent.
 */
export function startS3rver({ dir, port = 0, bucket = S3RVER_BUCKET, detached = false }) {
  const bin = require.resolve("s3rver/bin/s3rver.js");
  const child = spawn(
    process.execPath,
    [bin, "-d", dir, "-a", "127.0.0.1", "-p", String(port), "-s", "--configure-bucket", bucket],
    { stdio: ["ignore", "pipe", "pipe"], detached },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  let errors = "";
  child.stderr.on("data", (piece) => {
    errors = (errors + piece).slice(-2000);
  });
  return new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout }).on("line", (line) => {
      const match = /listening on .*:(\d+)/.exec(line);
      if (!match) return;
      const url = `http://127.0.0.1:${match[1]}`;
      resolve({
        url,
        child,
        exited,
        /** What a server process needs to keep its media in this store (upload/settings.ts). */
        env: {
          STORAGE: "s3",
          S3_ENDPOINT: url,
          S3_BUCKET: bucket,
          S3_ACCESS_KEY: S3RVER_KEY,
          S3_SECRET_KEY: S3RVER_KEY,
          S3_REGION: "us-east-1",
        },
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
          await exited;
        },
      });
    });
    child.once("exit", (code) =>
      reject(new Error(`s3rver exited (${code}) before listening: ${errors}`)),
    );
  });
}
