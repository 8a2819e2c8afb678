import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.js";
import { type Database, openDatabase } from "./db/database.js";
import { migrate } from "./db/migrate.js";

let database: Database;
let app: FastifyInstance;
let staticDir: string;

beforeAll(async () => {
  database = await openDatabase({});
  await migrate(database);
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-static-"));
  fs.mkdirSync(path.join(staticDir, "assets"));
  fs.writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><title>Vitrine</title>");
  fs.writeFileSync(path.join(staticDir, "assets", "main-abc123.js"), "console.log(1)");
  fs.writeFileSync(
    path.join(staticDir, "assets", "main-abc123.js.gz"),
    zlib.gzipSync(Buffer.from("console.log(1)")),
  );
  app = await createApp({ database, dataDir: staticDir, staticDir });
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

/** What a browser sends when it opens a page. */
const HTML = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

describe("serving the admin app", () => {
  it("answers client-side routes with the app shell, never cached", async () => {
    for (const url of ["/", "/login", "/system/user?page=2", "/goods/list", "/goods/edit/12"]) {
      const response = await app.inject({ method: "GET", url, headers: { accept: HTML } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("<title>Vitrine</title>");
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("answers the app's own routes with the shell to any client, a monitor's plain GET included", async () => {
    for (const url of ["/login", "/decorate/12", "/system/user"]) {
      const response = await app.inject({ method: "GET", url, headers: { accept: "*/*" } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain("<title>Vitrine</title>");
    }
  });

  it("serves hashed assets as immutable", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/main-abc123.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("immutable");
  });

  it("serves the pre-compressed copy to browsers that accept it", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/assets/main-abc123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe("console.log(1)");
  });

  it("answers a missing file 404: a small page in the browser's language, nothing for an asset", async () => {
    const page = await app.inject({
      method: "GET",
      url: "/missing.png",
      headers: { accept: HTML, "accept-language": "en" },
    });
    expect(page.statusCode).toBe(404);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("Page not found");
    expect(page.body).not.toContain("<title>Vitrine</title>");
    for (const url of ["/assets/main-old999.js", "/no-such-file.png", "/some/page"]) {
      const asset = await app.inject({ method: "GET", url, headers: { accept: "*/*" } });
      expect(asset.statusCode, url).toBe(404);
      expect(asset.body, url).toBe("");
    }
  });

  it("keeps /api answers as JSON 404s", async () => {
    const response = await app.inject({ method: "GET", url: "/api/unknown" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404 });
  });

  it("never serves files outside its folder", async () => {
    const response = await app.inject({ method: "GET", url: "/../../etc/passwd" });
    expect(response.body).not.toContain("root:");
    const encoded = await app.inject({ method: "GET", url: "/%2e%2e/%2e%2e/etc/passwd" });
    expect(encoded.body).not.toContain("root:");
  });
});
