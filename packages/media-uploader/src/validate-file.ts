import { UploadError } from "./errors";
import type { MediaType, UploadKind } from "./media-record";
import { type UploaderLocale, uploaderMessage } from "./messages";

/** Optional byte limits per media type; absent means the uploader itself sets no limit. */
export interface UploadLimits {
  image?: number | undefined;
  video?: number | undefined;
  firmware?: number | undefined;
}

const MIB = 1_048_576;

/** The page editor's limits from the spec: images 2 MiB, videos 10 MiB. */
export const EDITOR_UPLOAD_LIMITS: Readonly<Required<Pick<UploadLimits, MediaType>>> =
  Object.freeze({
    image: 2 * MIB,
    video: 10 * MIB,
  });

export const ACCEPTED_EXTENSIONS: Readonly<Record<UploadKind, readonly string[]>> = Object.freeze({
  image: Object.freeze(["jpg", "jpeg", "png", "gif"]),
  video: Object.freeze(["mp4"]),
  // The usual names of device images and OTA bundles; the bytes themselves are never inspected.
  firmware: Object.freeze(["bin", "hex", "img", "fw", "ota", "zip", "pkg"]),
});

const TOO_LARGE = {
  image: "imageTooLarge",
  video: "videoTooLarge",
  firmware: "firmwareTooLarge",
} as const;

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}

/** Which media type a file name belongs to, or undefined when it is neither media kind. */
export function mediaTypeOf(fileName: string): MediaType | undefined {
  const ext = extensionOf(fileName);
  if (ACCEPTED_EXTENSIONS.image.includes(ext)) return "image";
  if (ACCEPTED_EXTENSIONS.video.includes(ext)) return "video";
  return undefined;
}

/**
 * The spec's checks before anything is sent: the extension must fit the requested type, the file
 * must not be empty, and it must fit the configured limit. Returns the reason, or undefined.
 */
export function checkFile(
  file: { name: string; size: number },
  type: UploadKind,
  limits: UploadLimits = {},
  locale: UploaderLocale = "zh-cn",
): UploadError | undefined {
  if (!ACCEPTED_EXTENSIONS[type].includes(extensionOf(file.name))) {
    return new UploadError("unsupported-type", uploaderMessage(locale, "unsupportedType"));
  }
  if (file.size <= 0) {
    return new UploadError("empty-file", uploaderMessage(locale, "emptyFile"));
  }
  const limit = limits[type];
  if (limit !== undefined && file.size > limit) {
    const key = TOO_LARGE[type];
    const size = Number((limit / MIB).toFixed(2));
    return new UploadError("too-large", uploaderMessage(locale, key, { size }));
  }
  return undefined;
}
