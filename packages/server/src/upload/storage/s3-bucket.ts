import { Readable } from "node:stream";
import { ListObjectsV2Command, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import type { S3Settings } from "../settings.js";

/** One bucket of an S3-compatible store, through the maintained AWS SDK client. */
export interface S3Bucket {
  client: S3Client;
  settings: S3Settings;
}

export interface ListedObject {
  key: string;
  size: number;
  lastModified: Date;
}

export function createS3Bucket(settings: S3Settings): S3Bucket {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKey, secretAccessKey: settings.secretKey },
    // Path-style (`endpoint/bucket/key`): what MinIO, Ceph and s3rver answer without DNS per bucket.
    forcePathStyle: true,
    // Checksums only where S3 requires them: many S3-compatible stores do not know the newer
    // CRC headers and trailers the SDK would otherwise add to every upload.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  return { client, settings };
}

/** The store's answer status of a failed call (404 for a missing object), if it gave one. */
export function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

export const isMissing = (error: unknown) =>
  statusOf(error) === 404 ||
  (error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" || error.name === "NotFound"));

/** A GetObject body as a Node stream (the SDK gives one in Node; anything else is wrapped). */
export function bodyStream(body: unknown): Readable {
  if (body instanceof Readable) return body;
  if (!body) return Readable.from([]);
  return Readable.from(body as AsyncIterable<Uint8Array>);
}

/** Every object under `prefix` (ListObjectsV2, following continuation tokens). */
export async function listObjects(bucket: S3Bucket, prefix: string): Promise<ListedObject[]> {
  const found: ListedObject[] = [];
  let token: string | undefined;
  do {
    const page = await bucket.client.send(
      new ListObjectsV2Command({
        Bucket: bucket.settings.bucket,
        Prefix: prefix,
        ContinuationToken: token,
      }),
    );
    for (const object of page.Contents ?? []) {
      if (object.Key === undefined) continue;
      found.push({
        key: object.Key,
        size: object.Size ?? 0,
        lastModified: object.LastModified ?? new Date(0),
      });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return found;
}
