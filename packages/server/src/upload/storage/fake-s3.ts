import { createHash, createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** A test double of an S3-compatible store, shared by the storage tests and the editor's upload tests. */
export const ACCESS = "VITRINETESTKEY";
export const SECRET = "vitrine-test-secret";
export const BUCKET = "media";

/**
 * A tiny S3-compatible store: path-style objects, multipart uploads, ranges, and its own SigV4
 * check written from the AWS description (not with the code under test), refusing bad signatures.
 */
export function startFakeS3() {
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, { key: string; parts: Map<number, Buffer>; initiated: Date }>();
  const modified = new Map<string, Date>();
  /** Operations on media objects (chunk objects are listed apart, in chunkCalls). */
  const calls: string[] = [];
  const chunkCalls: string[] = [];
  const record = (op: string, key: string) =>
    (key.startsWith("chunks/") ? chunkCalls : calls).push(op);
  const store = (key: string, body: Buffer) => {
    objects.set(key, body);
    modified.set(key, new Date());
  };

  const sha = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");
  const enc = (s: string) =>
    encodeURIComponent(s).replace(
      /[!'()*]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    );

  function signatureOk(req: http.IncomingMessage, url: URL, body: Buffer): boolean {
    const auth = req.headers.authorization ?? "";
    const m =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
        auth,
      );
    if (!m) return false;
    const [, access, day, region, signed = "", signature] = m;
    if (access !== ACCESS) return false;
    if (req.headers["x-amz-content-sha256"] !== sha(body)) return false;
    const names = signed.split(";");
    if (!names.includes("host") || !names.includes("x-amz-date")) return false;
    const canonicalHeaders = names
      .map((n) => `${n}:${String(req.headers[n] ?? "").trim()}\n`)
      .join("");
    const query = [...url.searchParams]
      .map(([k, v]) => [enc(k), enc(v)] as const)
      .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      .map(([k, v]) => `${k}=${v}`)
      .join("&");
    const canonical = [req.method, url.pathname, query, canonicalHeaders, signed, sha(body)].join(
      "\n",
    );
    const scope = `${day}/${region}/s3/aws4_request`;
    const toSign = ["AWS4-HMAC-SHA256", req.headers["x-amz-date"], scope, sha(canonical)].join(
      "\n",
    );
    let key: Buffer = createHmac("sha256", `AWS4${SECRET}`).update(String(day)).digest();
    for (const part of [String(region), "s3", "aws4_request"])
      key = createHmac("sha256", key).update(part).digest();
    return createHmac("sha256", key).update(toSign).digest("hex") === signature;
  }

  /**
   * POST Object as S3 checks it: the policy's SigV4 signature, its expiry, every condition against
   * the form's fields and the file's size, and no field the policy does not cover. Answers the
   * error code, or undefined once the object is stored.
   */
  async function acceptPostObject(req: http.IncomingMessage, body: Buffer) {
    const form = await new Request("http://fake/", {
      method: "POST",
      headers: { "content-type": String(req.headers["content-type"]) },
      body: new Uint8Array(body),
    }).formData();
    const fields = new Map<string, string>();
    let file: Buffer | undefined;
    for (const [name, value] of form) {
      if (name === "file" && typeof value !== "string")
        file = Buffer.from(await value.arrayBuffer());
      else fields.set(name.toLowerCase(), String(value));
    }
    const policy = fields.get("policy") ?? "";
    const credential = /^([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request$/.exec(
      fields.get("x-amz-credential") ?? "",
    );
    if (!file || !policy || !credential || credential[1] !== ACCESS) return "AccessDenied";
    let key: Buffer = createHmac("sha256", `AWS4${SECRET}`).update(String(credential[2])).digest();
    for (const part of [String(credential[3]), "s3", "aws4_request"])
      key = createHmac("sha256", key).update(part).digest();
    if (createHmac("sha256", key).update(policy).digest("hex") !== fields.get("x-amz-signature"))
      return "SignatureDoesNotMatch";
    const document = JSON.parse(Buffer.from(policy, "base64").toString()) as {
      expiration: string;
      conditions: Array<Record<string, string> | Array<string | number>>;
    };
    if (Date.parse(document.expiration) <= Date.now()) return "AccessDenied";
    const covered = new Set(["policy", "x-amz-signature", "file"]);
    const value = (name: string) => (name === "bucket" ? BUCKET : fields.get(name));
    for (const condition of document.conditions) {
      if (!Array.isArray(condition)) {
        for (const [name, expected] of Object.entries(condition)) {
          covered.add(name.toLowerCase());
          if (value(name.toLowerCase()) !== expected) return "AccessDenied";
        }
      } else if (condition[0] === "content-length-range") {
        if (file.length < Number(condition[1]) || file.length > Number(condition[2]))
          return "EntityTooLarge";
      } else {
        const [op, field = "", expected = ""] = condition.map(String);
        const name = field.replace(/^\$/, "").toLowerCase();
        covered.add(name);
        const actual = value(name) ?? "";
        if (op === "eq" ? actual !== expected : !actual.startsWith(expected)) return "AccessDenied";
      }
    }
    if ([...fields.keys()].some((name) => !covered.has(name))) return "AccessDenied";
    store(fields.get("key") ?? "", file);
    record("PostObject", fields.get("key") ?? "");
    return undefined;
  }

  const server = http.createServer(async (req, res) => {
    const pieces: Buffer[] = [];
    for await (const piece of req) pieces.push(piece as Buffer);
    const body = Buffer.concat(pieces);
    const url = new URL(req.url ?? "/", "http://fake");
    const send = (
      status: number,
      payload: string | Buffer = "",
      headers: Record<string, string> = {},
    ) => {
      res.writeHead(status, headers);
      res.end(payload);
    };
    // A browser's POST Object: authorised by its signed policy instead of a header.
    if (req.method === "POST" && url.pathname === `/${BUCKET}`) {
      const refusal = await acceptPostObject(req, body);
      return refusal ? send(403, `<Error><Code>${refusal}</Code></Error>`) : send(204);
    }
    if (!signatureOk(req, url, body))
      return send(403, "<Error><Code>SignatureDoesNotMatch</Code></Error>");
    const [, bucket, ...rest] = url.pathname.split("/");
    const key = rest.join("/");
    if (bucket !== BUCKET) return send(404, "<Error><Code>NoSuchBucket</Code></Error>");
    const q = url.searchParams;
    if (req.method === "POST" && q.has("uploads")) {
      record("CreateMultipartUpload", key);
      const id = randomBytes(8).toString("hex");
      uploads.set(id, { key, parts: new Map(), initiated: new Date() });
      return send(
        200,
        `<InitiateMultipartUploadResult><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (req.method === "PUT" && q.has("uploadId")) {
      record("UploadPart", key);
      const upload = uploads.get(q.get("uploadId") ?? "");
      if (!upload) return send(404, "<Error><Code>NoSuchUpload</Code></Error>");
      upload.parts.set(Number(q.get("partNumber")), body);
      return send(200, "", { etag: `"${createHash("md5").update(body).digest("hex")}"` });
    }
    if (req.method === "POST" && q.has("uploadId")) {
      record("CompleteMultipartUpload", key);
      const id = q.get("uploadId") ?? "";
      const upload = uploads.get(id);
      if (!upload) return send(404, "<Error><Code>NoSuchUpload</Code></Error>");
      const numbers = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((x) =>
        Number(x[1]),
      );
      const parts = numbers.map((n) => upload.parts.get(n));
      // Like S3: every part but the last must be at least 5 MiB.
      if (parts.some((p, i) => !p || (i < parts.length - 1 && p.length < 5 * 1024 * 1024)))
        return send(400, "<Error><Code>EntityTooSmall</Code></Error>");
      store(upload.key, Buffer.concat(parts as Buffer[]));
      uploads.delete(id);
      return send(200, "<CompleteMultipartUploadResult></CompleteMultipartUploadResult>");
    }
    if (req.method === "DELETE" && q.has("uploadId")) {
      record("AbortMultipartUpload", key);
      uploads.delete(q.get("uploadId") ?? "");
      return send(204);
    }
    if (req.method === "PUT") {
      record("PutObject", key);
      // Conditional create, as S3 does it: If-None-Match: * fails when the key exists.
      if (req.headers["if-none-match"] === "*" && objects.has(key))
        return send(412, "<Error><Code>PreconditionFailed</Code></Error>");
      store(key, body);
      return send(200, "", { etag: `"${createHash("md5").update(body).digest("hex")}"` });
    }
    if (req.method === "GET" && key === "" && q.has("uploads")) {
      const listed = [...uploads]
        .map(
          ([id, u]) =>
            `<Upload><Key>${u.key}</Key><UploadId>${id}</UploadId><Initiated>${u.initiated.toISOString()}</Initiated></Upload>`,
        )
        .join("");
      return send(200, `<ListMultipartUploadsResult>${listed}</ListMultipartUploadsResult>`);
    }
    if (req.method === "GET" && key === "" && q.get("list-type") === "2") {
      const prefix = q.get("prefix") ?? "";
      // Two keys per page, so continuation tokens are exercised.
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
      const from = Number(q.get("continuation-token") ?? 0);
      const page = keys.slice(from, from + 2);
      const more = from + 2 < keys.length;
      const contents = page
        .map(
          (k) =>
            `<Contents><Key>${k}</Key><LastModified>${modified.get(k)?.toISOString()}</LastModified><Size>${objects.get(k)?.length}</Size></Contents>`,
        )
        .join("");
      return send(
        200,
        `<ListBucketResult><IsTruncated>${more}</IsTruncated>${contents}${more ? `<NextContinuationToken>${from + 2}</NextContinuationToken>` : ""}</ListBucketResult>`,
      );
    }
    const object = objects.get(key);
    if (req.method === "DELETE") {
      record("DeleteObject", key);
      objects.delete(key);
      return send(204);
    }
    if (!object)
      return send(404, req.method === "HEAD" ? "" : "<Error><Code>NoSuchKey</Code></Error>");
    if (req.method === "HEAD") return send(200, "", { "content-length": String(object.length) });
    const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ""));
    if (range) {
      const start = Number(range[1]);
      const end = Math.min(Number(range[2]), object.length - 1);
      return send(206, object.subarray(start, end + 1), {
        "content-range": `bytes ${start}-${end}/${object.length}`,
      });
    }
    return send(200, object);
  });

  const fake = {
    url: "",
    objects,
    modified,
    uploads,
    calls,
    chunkCalls,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
  return new Promise<typeof fake>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve(fake);
    });
  });
}

export type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>;

/** The env that points a server at the double. */
export function fakeS3Env(fake: FakeS3): NodeJS.ProcessEnv {
  return {
    STORAGE: "s3",
    S3_ENDPOINT: fake.url,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY: ACCESS,
    S3_SECRET_KEY: SECRET,
    S3_PART_BYTES: String(5 * 1024 * 1024),
  };
}
