export { createLocalStorage } from "./local.js";
export { createS3Storage } from "./s3.js";
export { createS3Bucket, type S3Bucket } from "./s3-bucket.js";
export type { MediaStorage, ObjectWriter } from "./types.js";
