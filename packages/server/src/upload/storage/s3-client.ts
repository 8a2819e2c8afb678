import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { S3Settings } from "../settings.js";
import { EMPTY_SHA256, sha256Hex, signRequest } from "./sigv4.js";

export interface S3Call {
  method: string;
  /** Object key inside the bucket; "" addresses the bucket itself (listing). */
  key: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: Buffer;
}

export interface ListedObject {
  key: string;
  size: number;
  lastModified: Date;
}

const xmlText = (text: string) =>
  text
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&apos;", "'")
    .replaceAll("&amp;", "&");

/** Signed calls to one bucket of an S3-compatible store (path-style addressing, SigV4). */
export function createS3Client(settings: S3Settings, now: () => Date = () => new Date()) {
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

  return {
    settings,
    call,
    expectOk,

    /** The body of a successful GET as a Node stream. */
    bodyStream(response: Response): Readable {
      if (!response.body) return Readable.from([]);
      return Readable.fromWeb(response.body as unknown as WebReadableStream<Uint8Array>);
    },

    /** Every object under `prefix` (ListObjectsV2, following continuation tokens). */
    async list(prefix: string): Promise<ListedObject[]> {
      const found: ListedObject[] = [];
      let token: string | undefined;
      do {
        const query: Record<string, string> = { "list-type": "2", prefix };
        if (token) query["continuation-token"] = token;
        const response = await expectOk(
          await call({ method: "GET", key: "", query }),
          "ListObjectsV2",
        );
        const xml = await response.text();
        for (const [, entry = ""] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const key = /<Key>([^<]*)<\/Key>/.exec(entry)?.[1];
          const size = /<Size>(\d+)<\/Size>/.exec(entry)?.[1];
          const modified = /<LastModified>([^<]*)<\/LastModified>/.exec(entry)?.[1];
          if (key === undefined) continue;
          found.push({
            key: xmlText(key),
            size: Number(size ?? 0),
            lastModified: new Date(modified ?? 0),
          });
        }
        const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
        const next = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
        token = truncated && next ? xmlText(next) : undefined;
      } while (token);
      return found;
    },
  };
}

export type S3Client = ReturnType<typeof createS3Client>;
