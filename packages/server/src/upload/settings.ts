/** Upload settings, read once from the app's injectable environment (never process.env directly). */
export interface UploadSettings {
  maxImageBytes: number;
  maxVideoBytes: number;
  /** Largest single chunk the chunk call accepts; the client sends 1 MiB chunks. */
  maxChunkBytes: number;
  /** Chunk sets untouched for this long are removed. */
  chunkTtlMs: number;
  /** Bytes of chunks one user may hold in sets not merged yet (the chunk quota). */
  userChunkQuotaBytes: number;
  storage: "local" | "s3";
  s3?: S3Settings;
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
  /** Objects larger than this go through a multipart upload, in parts of this size (S3 needs >= 5 MiB). */
  partBytes: number;
}

const MIB = 1024 * 1024;

export const UPLOAD_DEFAULTS = {
  // The spec's editor refuses images above 2M; the server keeps the same ceiling for images...
  maxImageBytes: 2 * MIB,
  // ...while videos in a media library are often longer clips than the editor's 10M hint allows.
  maxVideoBytes: 200 * MIB,
  maxChunkBytes: 8 * MIB,
  chunkTtlHours: 24,
  // Room for a few of the largest videos in flight at once, yet a bound on what one account can park.
  userChunkQuotaBytes: 1024 * MIB,
  s3PartBytes: 8 * MIB,
} as const;

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`STORAGE=s3 needs ${name}`);
  return value;
}

export function readUploadSettings(env: NodeJS.ProcessEnv): UploadSettings {
  const storage = (env.STORAGE || "local").toLowerCase();
  if (storage !== "local" && storage !== "s3")
    throw new Error(`STORAGE must be "local" or "s3", got "${env.STORAGE}"`);
  const settings: UploadSettings = {
    maxImageBytes: positiveInt(env, "UPLOAD_MAX_IMAGE_BYTES", UPLOAD_DEFAULTS.maxImageBytes),
    maxVideoBytes: positiveInt(env, "UPLOAD_MAX_VIDEO_BYTES", UPLOAD_DEFAULTS.maxVideoBytes),
    maxChunkBytes: positiveInt(env, "UPLOAD_MAX_CHUNK_BYTES", UPLOAD_DEFAULTS.maxChunkBytes),
    chunkTtlMs:
      positiveInt(env, "UPLOAD_CHUNK_TTL_HOURS", UPLOAD_DEFAULTS.chunkTtlHours) * 3_600_000,
    userChunkQuotaBytes: positiveInt(
      env,
      "UPLOAD_USER_CHUNK_QUOTA_BYTES",
      UPLOAD_DEFAULTS.userChunkQuotaBytes,
    ),
    storage,
  };
  if (storage === "s3") {
    settings.s3 = {
      endpoint: required(env, "S3_ENDPOINT").replace(/\/+$/, ""),
      bucket: required(env, "S3_BUCKET"),
      accessKey: required(env, "S3_ACCESS_KEY"),
      secretKey: required(env, "S3_SECRET_KEY"),
      region: env.S3_REGION || "us-east-1",
      partBytes: Math.max(5 * MIB, positiveInt(env, "S3_PART_BYTES", UPLOAD_DEFAULTS.s3PartBytes)),
    };
  }
  return settings;
}

export function maxBytesFor(settings: UploadSettings, type: "image" | "video"): number {
  return type === "image" ? settings.maxImageBytes : settings.maxVideoBytes;
}
