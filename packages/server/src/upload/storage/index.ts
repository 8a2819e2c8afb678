import path from "node:path";
import type { UploadSettings } from "../settings.js";
import { createLocalStorage } from "./local.js";
import { createS3Storage } from "./s3.js";
import type { MediaStorage } from "./types.js";

export type { MediaStorage, ObjectWriter } from "./types.js";

/** The storage the settings ask for: the bucket with STORAGE=s3, else `<dataDir>/uploads`. */
export function createMediaStorage(settings: UploadSettings, dataDir: string): MediaStorage {
  if (settings.storage === "s3" && settings.s3) return createS3Storage(settings.s3);
  return createLocalStorage(path.join(dataDir, "uploads"));
}
