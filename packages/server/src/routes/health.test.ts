import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server.js";
import { createLocalStorage, type MediaStorage } from "../upload/storage/index.js";
import { cachedStorageProbe, markDraining, STORAGE_PROBE_CACHE_MS } from "./health.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** Objects the storage probe left in the local media folder (it must leave none). */
function probeLeftovers(dataDir: string): string[] {
  const folder = path.join(dataDir, "uploads", "probe");
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
}

describe("GET /api/health", () => {
  it("answers 200 without a session when the database and the media store work, never cached", async () => {
    const health = await server.call("GET", "/api/health");
    expect(health.status).toBe(200);
    expect(health.json).toEqual({ status: "ok", database: "ok", storage: "ok" });
    expect(health.headers.get("cache-control")).toBe("no-store");
    expect(probeLeftovers(server.dataDir)).toEqual([]);
  });

  it("answers 503 naming the storage when the store cannot be reached, without its address", async () => {
    const s3Server = await startTestServer({
      env: {
        STORAGE: "s3",
        // Nothing listens on port 9 of loopback: every request to the bucket fails.
        S3_ENDPOINT: "http://127.0.0.1:9",
        S3_BUCKET: "secret-bucket-name",
        S3_ACCESS_KEY: "AKIA-NOT-REAL",
        S3_SECRET_KEY: "not-a-real-secret",
      },
    });
    try {
      const health = await s3Server.call("GET", "/api/health");
      expect(health.status).toBe(503);
      expect(health.json).toEqual({ status: "unavailable", database: "ok", storage: "failed" });
      expect(health.text).not.toMatch(/127\.0\.0\.1|secret|AKIA/);
    } finally {
      await s3Server.close();
    }
  });

  it("answers 503 naming the database when it does not answer", async () => {
    expect((await server.call("GET", "/api/health")).status).toBe(200);
    // A lost database connection, as the query sees it; put back so the test server closes cleanly.
    const db = server.database.db;
    const execute = db.execute;
    db.execute = (() =>
      Promise.reject(new Error("connection refused"))) as unknown as typeof execute;
    const health = await server.call("GET", "/api/health");
    db.execute = execute;
    expect(health.status).toBe(503);
    expect(health.json).toEqual({ status: "unavailable", database: "failed", storage: "ok" });
  });

  // Last of the shared server's tests: a server once draining stays so.
  it("answers 503 draining at once when shutdown has begun, so the proxy stops sending", async () => {
    markDraining(server.app);
    const health = await server.call("GET", "/api/health");
    expect(health.status).toBe(503);
    expect(health.json).toEqual({ status: "draining" });
  });

  it("probes the media store once per few seconds however often it is asked", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-health-"));
    const local = createLocalStorage(dataDir);
    let writes = 0;
    const counted: MediaStorage = {
      ...local,
      createWriter: (...args) => {
        writes++;
        return local.createWriter(...args);
      },
    };
    const clock = { now: 0 };
    const probe = cachedStorageProbe(counted, () => clock.now);
    try {
      for (let i = 0; i < 10; i++) expect((await probe()).ok).toBe(true);
      expect(writes).toBe(1);
      clock.now += STORAGE_PROBE_CACHE_MS;
      expect((await probe()).ok).toBe(true);
      expect(writes).toBe(2);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
