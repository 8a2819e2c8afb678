import {
  ACCEPTED_EXTENSIONS,
  createUploader,
  type MediaType,
  UploadError,
  type UploadHandle,
  uploaderMessage,
} from "@vitrine/media-uploader";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { isLanguage } from "../../i18n/languages";
import { readToken } from "../../utils/tokenCookie";

/** The uploader's kind for firmware files. */
export const FIRMWARE_KIND = "firmware";

export type FirmwareUpload = Pick<UploadHandle, "result" | "onProgress" | "cancel">;

/**
 * The chunked uploader (MD5 in a worker, resumable 1 MiB chunks) for firmware files. The uploader
 * and the upload server take the kinds they list (`ACCEPTED_EXTENSIONS`; images and videos
 * today): until they list a firmware kind, choosing a file says 暂时不支持其他类型 at once
 * instead of sending it as a media kind it is not.
 */
export function useFirmwareUploader(): { upload(file: File): FirmwareUpload } {
  const { i18n } = useTranslation();
  const locale = isLanguage(i18n.language) ? i18n.language : "zh-cn";
  return useMemo(() => {
    const uploader = createUploader({ baseUrl: "", getToken: readToken, locale });
    const supported = Object.hasOwn(ACCEPTED_EXTENSIONS, FIRMWARE_KIND);
    return {
      upload(file: File): FirmwareUpload {
        if (supported) return uploader.upload(file, { type: FIRMWARE_KIND as MediaType });
        const refused = new UploadError(
          "unsupported-type",
          uploaderMessage(locale, "unsupportedType"),
        );
        return {
          result: Promise.reject(refused),
          onProgress: () => () => undefined,
          cancel: () => undefined,
        };
      },
    };
  }, [locale]);
}
