/**
 * The type a client declares for a file: our uploader sends `image` or `video`, the original client
 * sent the file's MIME type. Answers the family, or undefined for a type the library does not take.
 */
const DECLARED: Record<string, "image" | "video"> = {
  image: "image",
  video: "video",
  "image/jpeg": "image",
  "image/jpg": "image",
  "image/pjpeg": "image",
  "image/png": "image",
  "image/gif": "image",
  "video/mp4": "video",
};

export function declaredMediaType(type: string): "image" | "video" | undefined {
  const key = type.trim().toLowerCase();
  return Object.hasOwn(DECLARED, key) ? DECLARED[key] : undefined;
}
