import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  PutObjectCommand,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { bodyStream, isMissing, type S3Bucket, statusOf } from "./s3-bucket.js";
import {
  assertStorageKey,
  isFirmwareKey,
  isStorageKey,
  type MediaStorage,
  type ObjectWriter,
} from "./types.js";

/**
 * Media in an S3-compatible bucket. Objects up to one part are sent with PutObject; larger ones
 * stream through a multipart upload, so memory stays at one part. `log` hears what the store
 * cannot do (once each), never a client's mistake.
 */
export function createS3Storage(
  bucket: S3Bucket,
  log: (message: string) => void = (message) => console.warn(message),
): MediaStorage {
  const { client, settings } = bucket;
  const Bucket = settings.bucket;
  let listingUnsupportedLogged = false;

  function objectWriter(key: string, contentType: string): ObjectWriter {
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let uploadId: string | undefined;
    const parts: { PartNumber: number; ETag: string }[] = [];

    const takePending = () => {
      const body = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      return body;
    };

    async function uploadPart(body: Buffer) {
      if (!uploadId) {
        const created = await client.send(
          new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType }),
        );
        if (!created.UploadId) throw new Error("S3 CreateMultipartUpload answered no UploadId");
        uploadId = created.UploadId;
      }
      const PartNumber = parts.length + 1;
      const sent = await client.send(
        new UploadPartCommand({ Bucket, Key: key, UploadId: uploadId, PartNumber, Body: body }),
      );
      parts.push({ PartNumber, ETag: sent.ETag ?? "" });
    }

    return {
      async write(bytes) {
        pending.push(bytes);
        pendingBytes += bytes.length;
        if (pendingBytes >= settings.partBytes) await uploadPart(takePending());
      },
      async commit() {
        if (!uploadId) {
          await client.send(
            new PutObjectCommand({
              Bucket,
              Key: key,
              ContentType: contentType,
              Body: takePending(),
            }),
          );
          return;
        }
        if (pendingBytes > 0) await uploadPart(takePending());
        // The SDK turns a late error document in a 200 answer into a thrown error.
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: key,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts },
          }),
        );
      },
      async abort() {
        pending = [];
        pendingBytes = 0;
        if (!uploadId) return;
        const UploadId = uploadId;
        uploadId = undefined;
        await client
          .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId }))
          .catch(() => undefined);
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
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async read(key, start, end) {
      assertStorageKey(key);
      const got = await client.send(
        new GetObjectCommand({ Bucket, Key: key, Range: `bytes=${start}-${end}` }),
      );
      return bodyStream(got.Body);
    },
    async remove(key) {
      assertStorageKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    async removeLeftovers(beforeMs) {
      // A crash during a merge leaves a multipart upload open, its parts billed but invisible.
      let listed: Awaited<ReturnType<typeof listUploads>>;
      try {
        listed = await listUploads();
      } catch (error) {
        // Some S3-compatible stores (s3rver among them) do not implement ListMultipartUploads:
        // nothing can be found to abort there, so the sweep says so once and carries on.
        if (statusOf(error) !== 501 && (error as Error).name !== "NotImplemented") throw error;
        if (!listingUnsupportedLogged)
          log("S3 store does not implement ListMultipartUploads: unfinished uploads stay");
        listingUnsupportedLogged = true;
        return 0;
      }
      let removed = 0;
      for (const upload of listed) {
        const { Key = "", UploadId, Initiated } = upload;
        // Only our own media keys, and only uploads begun before the cut-off.
        if (!UploadId || !(isStorageKey(Key) || isFirmwareKey(Key))) continue;
        if (!Initiated || !(Initiated.getTime() < beforeMs)) continue;
        try {
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
        removed++;
      }
      return removed;
    },
  };

  async function listUploads() {
    const uploads = [];
    let KeyMarker: string | undefined;
    let UploadIdMarker: string | undefined;
    do {
      const page = await client.send(
        new ListMultipartUploadsCommand({ Bucket, KeyMarker, UploadIdMarker }),
      );
      uploads.push(...(page.Uploads ?? []));
      const more = page.IsTruncated === true;
      KeyMarker = more ? page.NextKeyMarker : undefined;
      UploadIdMarker = more ? page.NextUploadIdMarker : undefined;
    } while (KeyMarker);
    return uploads;
  }
}
