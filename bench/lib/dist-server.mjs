// Serves packages/admin-app/dist (or a copy of it) with a tiny static server, gzip when asked: the
// editor's benchmark page for the browser benches, without the app's server.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { root } from "./server.mjs";

// EDITOR_BENCH_DIST: a copy of the build to serve, so a build running beside the bench (a shared
// machine) does not change the files under it.
export const dist = process.env.EDITOR_BENCH_DIST ?? path.join(root, "packages/admin-app/dist");

const TYPES = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
};

/** Starts the server on a free port: its base address and the server (to close). */
export function startStaticServer() {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const file = path.join(
      dist,
      path.normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, ""),
    );
    if (!file.startsWith(dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404).end();
      return;
    }
    const type = TYPES[path.extname(file)] ?? "application/octet-stream";
    const gzip = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
    if (!gzip) {
      response.writeHead(200, { "content-type": type }).end(fs.readFileSync(file));
      return;
    }
    const body = fs.existsSync(`${file}.gz`)
      ? fs.readFileSync(`${file}.gz`)
      : zlib.gzipSync(fs.readFileSync(file));
    response.writeHead(200, { "content-type": type, "content-encoding": "gzip" }).end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}`, server }),
    ),
  );
}
