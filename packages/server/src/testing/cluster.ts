import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { haproxyBinary, renderHaproxyConfig } from "../../../../scripts/cluster/haproxy-config.mjs";
import { type S3rver, startS3rver } from "../../../../scripts/cluster/s3rver.mjs";
import { eventually, freePort, type ServerProcess, startServerProcess } from "./server-process.js";

/** Whether the cross-process tests can run here: PostgreSQL given and HAProxy installed. */
export const clusterCanRun =
  process.env.VITRINE_TEST_DB === "postgres" &&
  Boolean(process.env.DATABASE_URL) &&
  fs.existsSync(haproxyBinary());

export interface Cluster {
  /** The processes, in the order they were started (the first migrated and seeded). */
  servers: ServerProcess[];
  /** The proxy's address: the one address clients use. */
  proxy: string;
  /** A connection to the cluster's own database, for reading what the processes stored. */
  sql: postgres.Sql;
  /** The one S3 server (s3rver) every process keeps its media and chunks in. */
  s3: S3rver;
  /** Holds each process's data folder (`s1`, `s2`...) and s3rver's. */
  dataDir: string;
  /** Stops the proxy and the processes, then drops the database and the data folder. */
  stop(): Promise<void>;
}

/**
 * `instances` real server processes on a database of their own (on DATABASE_URL's server) and one
 * S3 server (s3rver, its own process), each with a data folder of its own, behind HAProxy running the config `npm run cluster` uses; resolves once the proxy
 * sees every process healthy. `env` adds to each process's environment.
 */
export async function startCluster(options: {
  name: string;
  instances: number;
  env: Record<string, string>;
}): Promise<Cluster> {
  const url = process.env.DATABASE_URL!;
  const database = `vitrine_${options.name}_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${database}`);
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${database}`;
  const sql = postgres(databaseUrl.toString(), { max: 2, onnotice: () => {} });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `vitrine-${options.name}-`));
  const s3Dir = path.join(dataDir, "s3rver");
  fs.mkdirSync(s3Dir);
  const servers: ServerProcess[] = [];
  let haproxy: ChildProcess | undefined;
  let s3: S3rver | undefined;
  const stop = async () => {
    haproxy?.kill("SIGTERM");
    for (const server of servers) server.child.kill("SIGTERM");
    await Promise.all(servers.map((server) => server.exited));
    await s3?.stop();
    await sql.end();
    await admin.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    s3 = await startS3rver({ dir: s3Dir });
    const s3Env = s3.env;
    // Media and chunks in the bucket, so nothing is shared through a folder: each process has its
    // own data folder, as on separate machines.
    const envOf = (index: number) => ({
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: path.join(dataDir, `s${index + 1}`),
      TRUST_PROXY: "1",
      ...s3Env,
      ...options.env,
    });
    // The first migrates and seeds the empty database; the others start on it.
    servers.push(await startServerProcess(envOf(0)));
    const others = Array.from({ length: options.instances - 1 }, (_, i) =>
      startServerProcess(envOf(i + 1)),
    );
    servers.push(...(await Promise.all(others)));
    const port = await freePort();
    const configFile = path.join(dataDir, "haproxy.cfg");
    fs.writeFileSync(
      configFile,
      renderHaproxyConfig({
        bind: `127.0.0.1:${port}`,
        servers: servers.map((s, i) => ({ name: `s${i + 1}`, host: "127.0.0.1", port: s.port })),
      }),
    );
    haproxy = spawn(haproxyBinary(), ["-db", "-f", configFile], { stdio: "ignore" });
    const proxy = `http://127.0.0.1:${port}`;
    // In service once every process passes its health check through the proxy's eyes.
    await eventually(
      "HAProxy answers health from each process",
      async () => {
        const seen = await Promise.all(
          servers.map(() => fetch(`${proxy}/api/health`).catch(() => undefined)),
        );
        return seen.every((answer) => answer?.status === 200);
      },
      60_000,
    );
    return { servers, proxy, sql, s3, dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
