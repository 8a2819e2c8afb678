import type { S3Client } from "./s3-client.js";
import {
  assertStorageKey,
  isFirmwareKey,
  isStorageKey,
  type MediaStorage,
  type ObjectWriter,
} from "./types.js";

/**
 * Media in an S3-compatible bucket. Objects up to one part are sent with PutObject; larger ones
 * stream through a multipart upload, so memory stays at one part.
 */
export function createS3Storage(client: S3Client): MediaStorage {
  const { call, expectOk, settings } = client;

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
      return client.bodyStream(response);
    },
    async remove(key) {
      assertStorageKey(key);
      const response = await call({ method: "DELETE", key });
      if (response.status !== 404) await expectOk(response, "DeleteObject");
    },
    async removeLeftovers(beforeMs) {
      // A crash during a merge leaves a multipart upload open, its parts billed but invisible.
      const response = await expectOk(
        await call({ method: "GET", key: "", query: { uploads: "" } }),
        "ListMultipartUploads",
      );
      let removed = 0;
      for (const [, entry = ""] of (await response.text()).matchAll(
        /<Upload>([\s\S]*?)<\/Upload>/g,
      )) {
        const key = /<Key>([^<]*)<\/Key>/.exec(entry)?.[1] ?? "";
        const uploadId = /<UploadId>([^<]*)<\/UploadId>/.exec(entry)?.[1];
        const initiated = Date.parse(/<Initiated>([^<]*)<\/Initiated>/.exec(entry)?.[1] ?? "");
        // Only our own media keys, and only uploads begun before the cut-off.
        if (!uploadId || !(isStorageKey(key) || isFirmwareKey(key)) || !(initiated < beforeMs))
          continue;
        const aborted = await call({ method: "DELETE", key, query: { uploadId } });
        if (aborted.status !== 404) await expectOk(aborted, "AbortMultipartUpload");
        removed++;
      }
      return removed;
    },
  };
}
