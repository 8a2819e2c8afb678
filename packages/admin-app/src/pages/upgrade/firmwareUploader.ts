import { createUploader, type FirmwareRecord, type UploadHandle } from "@vitrine/media-uploader";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { isLanguage } from "../../i18n/languages";
import { readToken } from "../../utils/tokenCookie";

export type FirmwareUpload = Pick<UploadHandle<FirmwareRecord>, "result" | "onProgress" | "cancel">;

export interface FirmwareUploaderLike {
  upload(file: File): FirmwareUpload;
}

/**
 * The chunked uploader (MD5 in a worker, resumable 1 MiB chunks) for firmware files: it sends to
 * the server's firmware calls, which take only this kind and only from operators who may add or
 * edit upgrade packages, and answer the stored file with the SHA-256 the server computed.
 */
export function useFirmwareUploader(): FirmwareUploaderLike {
  const { i18n } = useTranslation();
  const locale = isLanguage(i18n.language) ? i18n.language : "zh-cn";
  return useMemo(() => {
    const uploader = createUploader({ baseUrl: "", getToken: readToken, locale });
    return { upload: (file: File) => uploader.uploadFirmware(file) };
  }, [locale]);
}
