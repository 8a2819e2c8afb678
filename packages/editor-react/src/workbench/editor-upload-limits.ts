import type { Locale } from "@vitrine/editor-core";
import {
  checkFile,
  EDITOR_UPLOAD_LIMITS,
  type UploadError,
  type UploadHandle,
} from "@vitrine/media-uploader";
import type { MediaLibraryApi } from "../media/media-api";

/**
 * The host's media library with the page editor's limits of spec section 5 in front of its
 * uploads: images up to 2 MB (上传图片大小不能超过2M), videos up to 10 MB (上传视频大小不能超过10M).
 * The same library elsewhere (the back office's media screen) keeps the server's own limits, so
 * the editor applies them itself rather than asking the host to configure its uploader.
 */
export function withEditorLimits(api: MediaLibraryApi, locale: Locale): MediaLibraryApi {
  return {
    upload: (file, options) => {
      const refused = checkFile(file, options.type, EDITOR_UPLOAD_LIMITS, locale);
      return refused ? refusedUpload(file, refused) : api.upload(file, options);
    },
    listMedia: (query) => api.listMedia(query),
    listCategories: (query) => api.listCategories(query),
    addCategory: (title) => api.addCategory(title),
    deleteMedia: (ids) => api.deleteMedia(ids),
  };
}

/**
 * The host's rich-text image upload with the same image checks (jpg, jpeg, png or gif, up to
 * 2 MB): a refused file rejects with the message, which the rich text panel shows.
 */
export function withEditorImageLimit(
  uploadImage: (file: File) => Promise<string>,
  locale: Locale,
): (file: File) => Promise<string> {
  return (file) => {
    const refused = checkFile(file, "image", EDITOR_UPLOAD_LIMITS, locale);
    return refused ? Promise.reject(refused) : uploadImage(file);
  };
}

/** An upload that failed before it began: nothing was hashed or sent. */
function refusedUpload(file: File, error: UploadError): UploadHandle {
  const result = Promise.reject(error);
  // Whoever started it reads the refusal from `result`; no unhandled rejection meanwhile.
  result.catch(() => {});
  return {
    file,
    result,
    status: "failed",
    progress: {
      phase: "hashing",
      loaded: 0,
      total: file.size,
      percent: 0,
      speed: 0,
      remainingSeconds: undefined,
    },
    onProgress: () => () => {},
    onStatus: () => () => {},
    pause: () => {},
    resume: () => {},
    cancel: () => {},
  };
}
