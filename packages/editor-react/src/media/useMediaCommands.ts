import {
  type MediaRecord,
  type MediaType,
  mediaTypeOf,
  uploaderMessage,
} from "@vitrine/media-uploader";
import type { useUpload } from "@vitrine/media-uploader/react";
import type { Modal, message } from "antd";
import { errorText } from "./error-text";
import type { MediaLibraryApi } from "./media-api";
import { type MediaLocale, mediaText } from "./media-text";

type Toast = ReturnType<typeof message.useMessage>[0];
type ModalApi = ReturnType<typeof Modal.useModal>[0];

/**
 * The media library's two writes: deleting the chosen items (after a confirmation) and uploading
 * a file into the current category. Both ask for a fresh page when done (`reload`).
 */
export function useMediaCommands(options: {
  api: MediaLibraryApi;
  uploads: ReturnType<typeof useUpload>;
  type: MediaType | undefined;
  cateId: number;
  locale: MediaLocale;
  toast: Toast;
  modal: ModalApi;
  selected: MediaRecord[];
  setSelected: (items: MediaRecord[]) => void;
  reload: () => void;
}) {
  const { api, uploads, type, cateId, locale, toast, modal, selected, setSelected, reload } =
    options;

  const confirmDelete = () => {
    const ids = selected.map((item) => item.id);
    modal.confirm({
      title: mediaText(locale, "uploadImage.confirmTitle"),
      content: mediaText(locale, "library.deleteConfirm"),
      okText: mediaText(locale, "library.ok"),
      cancelText: mediaText(locale, "library.cancel"),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await api.deleteMedia(ids);
          toast.success(mediaText(locale, "library.deleted"));
          setSelected([]);
          reload();
        } catch (error) {
          toast.error(errorText(error));
        }
      },
    });
  };

  const startUpload = (file: File) => {
    const kind = mediaTypeOf(file.name);
    if (!kind || (type && kind !== type)) {
      toast.error(uploaderMessage(locale, "unsupportedType"));
      return;
    }
    uploads.start(file, { type: kind, cateId }).then(
      (result) => {
        if (result.alreadyUploaded && result.message) toast.info(result.message);
        uploads.clearFinished();
        reload();
      },
      (error: unknown) => {
        if (!(error instanceof Error && "code" in error && error.code === "cancelled")) {
          toast.error(errorText(error));
        }
      },
    );
  };

  return { confirmDelete, startUpload };
}
