// A 1 GiB upload to the built server on loopback through the real chunk protocol (1 MiB chunks,
// 3 in flight, then the merge), against one streaming request of the same bytes to the same server
// (`wang_video`, which also hashes, checks and stores the file). Budget (issue 4): the chunked
// upload reaches at least 0.5x the single request. Also the peak memory (RSS) of both sides.
// The bytes come from a seeded PRNG, one chunk at a time: nothing holds the whole file in memory.
// Run `npm run build -w @vitrine/server` first, then `npx node bench/upload.bench.mjs`; BENCH_UPLOAD_MIB sets a smaller size for a quick try.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MIB = 1024 * 1024;
const CHUNKS = Number(process.env.BENCH_UPLOAD_MIB ?? 1024);
const TOTAL = CHUNKS * MIB;
const CONCURRENCY = 3;
const PASSWORD = "Bench-admin-1";

/** Chunk `n` of the file: xorshift32 seeded per chunk, so any chunk can be made on its own. */
function makeChunk(n) {
  const words = new Uint32Array(MIB / 4);
  let x = (0x9e3779b9 ^ Math.imul(n + 1, 0x85ebca6b)) >>> 0 || 1;
  for (let i = 0; i < words.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    words[i] = x;
  }
  const bytes = Buffer.from(words.buffer);
  // The server decides the type from the first bytes: make it an MP4 (an `ftyp` box).
  if (n === 0)
    Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(bytes);
  return bytes;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-upload-bench-"));
  const env = { ...process.env };
  delete env.DATABASE_URL;
  Object.assign(env, {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, "no-app"),
    VITRINE_ADMIN_PASSWORD: PASSWORD,
    VITRINE_TEST_PASSWORD: "Bench-test-1",
    STORAGE: "local",
    // Raised so the 1 GiB video fits; the chunk limit stays at its default.
    UPLOAD_MAX_VIDEO_BYTES: String(TOTAL + MIB),
  });
  const child = spawn(process.execPath, [path.join(root, "packages/server/dist/main.js")], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on("data", (text) => {
      if (String(text).includes("is running at")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill("SIGINT");
      await new Promise((resolve) => child.once("exit", resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server's resident memory in MiB: now (VmRSS) and its peak since the last reset (VmHWM). */
function serverMemoryMib(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { now: kib("VmRSS") / 1024, peak: kib("VmHWM") / 1024 };
}

/** Starts a measuring window: Linux resets the peak to the current RSS when 5 goes to clear_refs. */
function startMemoryWindow(pid) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
  } catch {
    // Without the reset the peak is the process's lifetime peak: still an upper bound.
  }
  return serverMemoryMib(pid).now;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One HTTP request whose body is written by `writeBody(request)`; answers the parsed JSON. */
function request(base, method, url, headers, writeBody) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${url}`, { method, headers, agent }, (res) => {
      const pieces = [];
      res.on("data", (p) => pieces.push(p));
      res.on("end", () => {
        const text = Buffer.concat(pieces).toString();
        try {
          resolve(JSON.parse(text));
        } catch {
          reject(new Error(`${url}: ${res.statusCode} ${text.slice(0, 200)}`));
        }
      });
    });
    req.on("error", reject);
    Promise.resolve(writeBody(req)).then(
      () => req.end(),
      (error) => req.destroy(error),
    );
  });
}

const json = (base, token, url, body, method = "POST") =>
  request(
    base,
    method,
    url,
    { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    (req) => body !== undefined && req.write(JSON.stringify(body)),
  );

function writeAll(req, bytes) {
  return new Promise((resolve) => (req.write(bytes) ? resolve() : req.once("drain", resolve)));
}

/** A multipart body: fields, the file part (whose bytes the caller streams), then more fields. */
function multipart(before, fileName, fileBytes, after = []) {
  const boundary = `----vitrine${Math.random().toString(16).slice(2)}`;
  const field = ([name, value]) =>
    `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    `${before.map(field).join("")}--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${fileName}"\r\ncontent-type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n${after.map(field).join("")}--${boundary}--\r\n`);
  return {
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": String(head.length + fileBytes + tail.length),
    },
    head,
    tail,
  };
}

function report(name, value, unit, budget, better = "higher") {
  const within = better === "lower" ? value <= budget : value >= budget;
  const shown = Number.isInteger(value) ? value : value.toFixed(2);
  const sign = better === "lower" ? "<=" : ">=";
  console.log(
    `${name}: ${shown} ${unit} (budget ${sign} ${budget} ${unit}) ${within ? "OK" : "OVER"}`,
  );
  return within;
}

// The uploader hashes before it sends (that is the hashing benchmark's figure, not this one).
const md5 = createHash("md5");
for (let n = 0; n < CHUNKS; n++) md5.update(makeChunk(n));
const fileSign = md5.digest("hex");

const server = await startServer();
try {
  const login = await json(server.url, null, "/api/login/doLogin", {
    userName: "admin",
    password: PASSWORD,
  });
  const token = login.data.token;
  const auth = { authorization: `Bearer ${token}` };

  // 1. One streaming request of the same bytes.
  const singleBase = startMemoryWindow(server.pid);
  const single = multipart([], "bench.mp4", TOTAL);
  let started = performance.now();
  const stored = await request(
    server.url,
    "POST",
    "/api/upload/wang_video",
    { ...auth, ...single.headers },
    async (req) => {
      await writeAll(req, single.head);
      for (let n = 0; n < CHUNKS; n++) await writeAll(req, makeChunk(n));
      await writeAll(req, single.tail);
    },
  );
  const singleSeconds = (performance.now() - started) / 1000;
  if (stored.code !== 0) throw new Error(`single request refused: ${JSON.stringify(stored)}`);
  const singlePeak = serverMemoryMib(server.pid).peak;

  // Remove it again so the chunked upload stores the same bytes from scratch.
  const listed = await json(server.url, token, "/api/upload/index", {
    cate_id: 0,
    page: 1,
    limit: 10,
  });
  await json(server.url, token, `/api/upload/del?id=${listed.data.data[0].id}`, undefined, "GET");

  // 2. The chunk protocol, as the uploader runs it: check, resume list, 3 chunks in flight, merge.
  const chunkedBase = startMemoryWindow(server.pid);
  started = performance.now();
  const exists = await json(server.url, token, "/api/upload/getUploadFile", { fileMd5: fileSign });
  if (exists.data.is_true) throw new Error("the file is still stored");
  const check = await json(server.url, token, "/api/upload/getCheckChunkFile", { fileSign });
  const missing = [...Array(CHUNKS).keys()].filter((n) => !check.data.uploaded.includes(n));
  let next = 0;
  async function worker() {
    while (next < missing.length) {
      const n = missing[next++];
      // The fields in the order the spec lists them: the file comes before its sign.
      const body = multipart(
        [
          ["chunkNumber", n],
          ["chunkSize", MIB],
        ],
        "blob",
        MIB,
        [
          ["fileName", "bench.mp4"],
          ["fileSign", fileSign],
          ["totalChunks", CHUNKS],
          ["totalChunkSize", TOTAL],
          ["fileType", "video"],
        ],
      );
      const answer = await request(
        server.url,
        "POST",
        "/api/upload/file",
        { ...auth, ...body.headers },
        async (req) => {
          await writeAll(req, body.head);
          await writeAll(req, makeChunk(n));
          await writeAll(req, body.tail);
        },
      );
      if (answer.code !== 0) throw new Error(`chunk ${n} refused: ${JSON.stringify(answer)}`);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const chunksSeconds = (performance.now() - started) / 1000;
  const merged = await json(server.url, token, "/api/upload/mergeData", {
    fileName: "bench.mp4",
    fileSign,
    chunkCount: CHUNKS,
    type: "video",
    cate_id: 0,
  });
  const chunkedSeconds = (performance.now() - started) / 1000;
  if (merged.code !== 0) throw new Error(`merge refused: ${JSON.stringify(merged)}`);
  const chunkedPeak = serverMemoryMib(server.pid).peak;

  const mb = TOTAL / 1e6;
  console.log(
    `upload chunked phases: chunks ${chunksSeconds.toFixed(2)} s, merge ${(chunkedSeconds - chunksSeconds).toFixed(2)} s; single request ${singleSeconds.toFixed(2)} s`,
  );
  const label = `${CHUNKS} MiB`;
  console.log(
    `upload single streaming request (${label}): ${(mb / singleSeconds).toFixed(1)} MB/s`,
  );
  // Only the ratio has a budget in issue 4; this floor is ours, for a shared 2-core machine.
  report(`upload chunked, 3 in flight + merge (${label})`, mb / chunkedSeconds, "MB/s", 40);
  report("upload chunked / single request", singleSeconds / chunkedSeconds, "x", 0.5);
  // The idle server already holds the embedded database (PGlite); what an upload adds is the rise.
  console.log(
    `upload server RSS at start of each run: ${Math.round(singleBase)} / ${Math.round(chunkedBase)} MiB`,
  );
  report("upload server peak RSS, single request", Math.round(singlePeak), "MiB", 1024, "lower");
  report("upload server peak RSS, chunked", Math.round(chunkedPeak), "MiB", 1024, "lower");
  report(
    "upload server RSS rise, single request",
    Math.round(singlePeak - singleBase),
    "MiB",
    128,
    "lower",
  );
  report(
    "upload server RSS rise, chunked",
    Math.round(chunkedPeak - chunkedBase),
    "MiB",
    128,
    "lower",
  );
  report(
    "upload client peak RSS",
    Math.round(process.resourceUsage().maxRSS / 1024),
    "MiB",
    256,
    "lower",
  );
} finally {
  agent.destroy();
  await server.stop();
}
