import type { S3Bucket } from "./s3-bucket.js";

export interface PostPolicyInput {
  /** The policy's conditions besides the signing fields, which are added here. */
  conditions: unknown[];
  expiresAt: Date;
  date: Date;
}

/** The SDK's SigV4 signer, asked to sign a string (what a POST policy's signature is). */
interface StringSigner {
  sign(
    toSign: string,
    options: { signingDate: Date; signingRegion: string; signingService: string },
  ): Promise<string>;
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]|\.\d{3}/g, "");

/**
 * A browser-based upload (POST Object) policy, signed by the SDK's own SigV4 signer with the bucket's
 * credentials: answers the form fields the browser sends along with the file. A store that checks
 * policies refuses the upload when a field breaks a condition, when the policy has expired or when
 * the signature does not match.
 */
export async function signPostPolicy(
  bucket: S3Bucket,
  input: PostPolicyInput,
): Promise<Record<string, string>> {
  const { accessKey, region } = bucket.settings;
  const amzDate = stamp(input.date);
  const signing = {
    "x-amz-algorithm": "AWS4-HMAC-SHA256",
    "x-amz-credential": `${accessKey}/${amzDate.slice(0, 8)}/${region}/s3/aws4_request`,
    "x-amz-date": amzDate,
  };
  const policy = Buffer.from(
    JSON.stringify({
      expiration: input.expiresAt.toISOString(),
      conditions: [...input.conditions, ...Object.entries(signing).map(([k, v]) => ({ [k]: v }))],
    }),
  ).toString("base64");
  // The SDK's signer signs a plain string with the day's derived key when given one.
  const signer = (await bucket.client.config.signer()) as unknown as StringSigner;
  const signature = await signer.sign(policy, {
    signingDate: input.date,
    signingRegion: region,
    signingService: "s3",
  });
  return { ...signing, policy, "x-amz-signature": signature };
}
