import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { S3Settings } from "../settings.js";
import { EMPTY_SHA256, sha256Hex, signRequest } from "./sigv4.js";
import { assertStorageKey, type MediaStorage, type ObjectWriter } from "./types.js";

interface S3Call {
  method: string;
  key: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: Buffer;
}

/**
 * Media in an S3-compatible bucket (path-style addressing, SigV4). Objects up to one part are sent
 * with PutObject; larger ones stream through a multipart upload, so memory stays at one part.
 */
export function createS3Storage(
  settings: S3Settings,
  now: () => Date = () => new Date(),
): MediaStorage {
  async function call({ method, key, query = {}, headers = {}, body }: S3Call) {
    const url = new URL(`${settings.endpoint}/${settings.bucket}/${key}`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const signed = signRequest({
      method,
      url,
      headers,
      payloadHash: body ? sha256Hex(body) : EMPTY_SHA256,
      accessKey: settings.accessKey,
      secretKey: settings.secretKey,
      region: settings.region,
      date: now(),
    });
    // fetch sets host itself; the signed value is the same.
    delete signed.host;
    return fetch(url, { method, headers: signed, body: body ? new Uint8Array(body) : undefined });
  }

  async function expectOk(response: Response, what: string) {
    if (response.ok) return response;
    const text = await response.text().catch(() => "");
    throw new Error(`S3 ${what} failed: ${response.status} ${text.slice(0, 300)}`);
  }

  function objectWriter(key: string, contentType: string): ObjectWriter {
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let uploadId: string | undefined;
    const parts: { number: number; etag: string }[] = [];

    const takePending = () => {
      const body = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      return body;
    };

    async function uploadPart(body: Buffer) {
      if (!uploadId) {
        const created = await expectOk(
          await call({
            method: "POST",
            key,
            query: { uploads: "" },
            headers: { "content-type": contentType },
          }),
          "CreateMultipartUpload",
        );
        const match = /<UploadId>([^<]+)<\/UploadId>/.exec(await created.text());
        if (!match?.[1]) throw new Error("S3 CreateMultipartUpload answered no UploadId");
        uploadId = match[1];
      }
      const number = parts.length + 1;
      const response = await expectOk(
        await call({
          method: "PUT",
          key,
          query: { partNumber: String(number), uploadId },
          body,
        }),
        "UploadPart",
      );
      parts.push({ number, etag: response.headers.get("etag") ?? "" });
    }

    return {
      async write(bytes) {
        pending.push(bytes);
        pendingBytes += bytes.length;
        if (pendingBytes >= settings.partBytes) await uploadPart(takePending());
      },
      async commit() {
        if (!uploadId) {
          await expectOk(
            await call({
              method: "PUT",
              key,
              headers: { "content-type": contentType },
              body: takePending(),
            }),
            "PutObject",
          );
          return;
        }
        if (pendingBytes > 0) await uploadPart(takePending());
        const xml = `<CompleteMultipartUpload>${parts
          .map((p) => `<Part><PartNumber>${p.number}</PartNumber><ETag>${p.etag}</ETag></Part>`)
          .join("")}</CompleteMultipartUpload>`;
        const response = await expectOk(
          await call({
            method: "POST",
            key,
            query: { uploadId },
            headers: { "content-type": "application/xml" },
            body: Buffer.from(xml),
          }),
          "CompleteMultipartUpload",
        );
        // S3 may answer 200 with an error document when completion fails late.
        const text = await response.text();
        if (text.includes("<Error>")) throw new Error(`S3 CompleteMultipartUpload failed: ${text}`);
      },
      async abort() {
        pending = [];
        pendingBytes = 0;
        if (!uploadId) return;
        const id = uploadId;
        uploadId = undefined;
        await call({ method: "DELETE", key, query: { uploadId: id } }).catch(() => undefined);
      },
    };
  }

  return {
    kind: "s3",
    async createWriter(key, contentType) {
      assertStorageKey(key);
      return objectWriter(key, contentType);
    },
    async size(key) {
      assertStorageKey(key);
      const response = await call({ method: "HEAD", key });
      if (response.status === 404) return undefined;
      await expectOk(response, "HeadObject");
      const length = Number(response.headers.get("content-length"));
      return Number.isFinite(length) ? length : undefined;
    },
    async read(key, start, end) {
      assertStorageKey(key);
      const response = await expectOk(
        await call({ method: "GET", key, headers: { range: `bytes=${start}-${end}` } }),
        "GetObject",
      );
      if (!response.body) return Readable.from([]);
      return Readable.fromWeb(response.body as unknown as WebReadableStream<Uint8Array>);
    },
    async remove(key) {
      assertStorageKey(key);
      const response = await call({ method: "DELETE", key });
      if (response.status !== 404) await expectOk(response, "DeleteObject");
    },
  };
}
