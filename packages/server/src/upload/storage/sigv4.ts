import { createHash, createHmac } from "node:crypto";

/** AWS Signature Version 4 for S3-compatible stores, header-based, written against the AWS spec. */
export interface SignInput {
  method: string;
  url: URL;
  /** Headers to send and sign (lowercase names); host is added from the URL. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body ("UNSIGNED-PAYLOAD" is allowed by S3 but not used here). */
  payloadHash: string;
  accessKey: string;
  secretKey: string;
  region: string;
  service?: string;
  date: Date;
}

export const EMPTY_SHA256 = createHash("sha256").update("").digest("hex");

export const sha256Hex = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

const hmac = (key: Buffer | string, data: string) =>
  createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters is %XX. */
export function uriEncode(text: string, keepSlash = false): string {
  let out = "";
  for (const byte of Buffer.from(text, "utf8")) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(c) || (keepSlash && c === "/")) out += c;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

function canonicalQuery(url: URL): string {
  const pairs: [string, string][] = [];
  for (const [k, v] of url.searchParams) pairs.push([uriEncode(k), uriEncode(v)]);
  pairs.sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1));
  return pairs.map(([k, v]) => `${k}=${v}`).join("&");
}

/** Answers the headers to send: the given ones plus host, x-amz-date, x-amz-content-sha256, authorization. */
export function signRequest(input: SignInput): Record<string, string> {
  const service = input.service ?? "s3";
  const stamp = amzDate(input.date);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {
    ...input.headers,
    host: input.url.host,
    "x-amz-date": stamp,
    "x-amz-content-sha256": input.payloadHash,
  };
  const names = Object.keys(headers)
    .map((n) => n.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalHeaders = names
    .map((n) => `${n}:${String(lower[n]).trim().replace(/\s+/g, " ")}\n`)
    .join("");
  const signedHeaders = names.join(";");
  // S3 paths are encoded once (other services encode twice); our keys are plain ASCII anyway.
  const canonicalPath = uriEncode(decodeURIComponent(input.url.pathname), true);
  const canonicalRequest = [
    input.method.toUpperCase(),
    canonicalPath,
    canonicalQuery(input.url),
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join("\n");
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", stamp, scope, sha256Hex(canonicalRequest)].join("\n");
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${input.secretKey}`, day), input.region), service),
    "aws4_request",
  );
  const signature = createHmac("sha256", signingKey).update(stringToSign).digest("hex");
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${input.accessKey}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return headers;
}

/** The key that signs everything of one day, region and service. */
function signingKeyFor(secretKey: string, day: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secretKey}`, day), region), service), "aws4_request");
}

export interface PostPolicyInput {
  /** The policy's conditions besides the signing fields, which are added here. */
  conditions: unknown[];
  expiresAt: Date;
  accessKey: string;
  secretKey: string;
  region: string;
  date: Date;
}

/**
 * A browser-based upload (POST Object) policy signed with SigV4: answers the form fields the browser
 * sends along with the file. The store refuses the upload when any field breaks a condition, when
 * the policy has expired or when the signature does not match.
 */
export function signPostPolicy(input: PostPolicyInput): Record<string, string> {
  const stamp = amzDate(input.date);
  const day = stamp.slice(0, 8);
  const credential = `${input.accessKey}/${day}/${input.region}/s3/aws4_request`;
  const signing = {
    "x-amz-algorithm": "AWS4-HMAC-SHA256",
    "x-amz-credential": credential,
    "x-amz-date": stamp,
  };
  const policy = Buffer.from(
    JSON.stringify({
      expiration: input.expiresAt.toISOString(),
      conditions: [...input.conditions, ...Object.entries(signing).map(([k, v]) => ({ [k]: v }))],
    }),
  ).toString("base64");
  const signature = createHmac("sha256", signingKeyFor(input.secretKey, day, input.region, "s3"))
    .update(policy)
    .digest("hex");
  return { ...signing, policy, "x-amz-signature": signature };
}
