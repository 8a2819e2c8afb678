export { createLocalStorage } from "./local.js";
export { createS3Storage } from "./s3.js";
export { createS3Client, type S3Client } from "./s3-client.js";
export type { MediaStorage, ObjectWriter } from "./types.js";
