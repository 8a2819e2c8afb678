import { PlusOutlined } from "@ant-design/icons";
import { type MediaRecord, mediaTypeOf, type UploadHandle } from "@vitrine/media-uploader";
import { Button, Modal, message, Upload, type UploadFile } from "antd";
import { useEffect, useRef, useState } from "react";
import { EditorAntdTheme } from "./editor-antd-theme";
import type { MediaLibraryApi } from "./media-api";
import { type MediaLocale, mediaText } from "./media-text";

export interface UploadImageDialogProps {
  open: boolean;
  api: Pick<MediaLibraryApi, "upload">;
  /** Receives the stored image when the operator confirms. */
  onOk(record: MediaRecord): void;
  /** Called after the operator confirms they want to cancel. */
  onCancel(): void;
  /** The library category new images go to; 0 for none. */
  cateId?: number | undefined;
  title?: string | undefined;
  locale?: MediaLocale | undefined;
}

/** Spec section 2's upload-image dialog: one picture card; cancelling asks first. */
export function UploadImageDialog({
  open,
  api,
  onOk,
  onCancel,
  cateId = 0,
  title,
  locale = "zh-cn",
}: UploadImageDialogProps) {
  const [toast, toastHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [card, setCard] = useState<UploadFile>();
  const [record, setRecord] = useState<MediaRecord>();
  const handle = useRef<UploadHandle>(undefined);

  const clear = () => {
    handle.current?.cancel();
    handle.current = undefined;
    setCard(undefined);
    setRecord(undefined);
  };

  // A reopened dialog starts empty.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the opening matters.
  useEffect(() => {
    if (open) clear();
  }, [open]);

  const start = (file: File) => {
    const isImage = file.type.startsWith("image/") || mediaTypeOf(file.name) === "image";
    if (!isImage) {
      toast.error(mediaText(locale, "uploadImage.notImage"));
      return;
    }
    handle.current?.cancel();
    const upload = api.upload(file, { type: "image", cateId });
    handle.current = upload;
    setRecord(undefined);
    const uid = `${Date.now()}`;
    setCard({ uid, name: file.name, status: "uploading", percent: 0 });
    upload.onProgress((progress) => {
      if (handle.current !== upload) return;
      const percent = progress.phase === "uploading" ? progress.percent : undefined;
      setCard((current) => current && { ...current, percent: percent ?? current.percent });
    });
    upload.result.then(
      (result) => {
        if (handle.current !== upload) return;
        if (result.alreadyUploaded && result.message) toast.info(result.message);
        setRecord(result.record);
        setCard({ uid, name: file.name, status: "done", url: result.record.url, percent: 100 });
      },
      (error: unknown) => {
        if (handle.current !== upload) return;
        const text = error instanceof Error ? error.message : String(error);
        toast.error(text);
        setCard({
          uid,
          name: file.name,
          status: "error",
          response: text,
          error: { message: text },
        });
      },
    );
  };

  const askCancel = () => {
    modal.confirm({
      title: mediaText(locale, "uploadImage.confirmTitle"),
      content: mediaText(locale, "uploadImage.cancelConfirm"),
      okText: mediaText(locale, "library.ok"),
      cancelText: mediaText(locale, "library.cancel"),
      onOk: () => {
        clear();
        onCancel();
      },
    });
  };

  return (
    <EditorAntdTheme open={open}>
      <Modal
        // The editor's look (styles.css): tokens and the dialog frame, with or without an antd theme.
        rootClassName="vt-root vt-modal"
        open={open}
        title={title ?? mediaText(locale, "uploadImage.title")}
        onCancel={askCancel}
        footer={[
          <Button key="cancel" onClick={askCancel}>
            {mediaText(locale, "library.cancel")}
          </Button>,
          <Button key="ok" type="primary" disabled={!record} onClick={() => record && onOk(record)}>
            {mediaText(locale, "library.ok")}
          </Button>,
        ]}
      >
        {toastHolder}
        {modalHolder}
        <Upload
          listType="picture-card"
          accept="image/*"
          maxCount={1}
          fileList={card ? [card] : []}
          beforeUpload={(file) => {
            start(file);
            return Upload.LIST_IGNORE;
          }}
          onRemove={() => {
            clear();
            return true;
          }}
          showUploadList={{ showPreviewIcon: false }}
        >
          {card ? null : (
            <button type="button" className="vt-upload-pick">
              <PlusOutlined />
              <div className="vt-upload-pick__label">{mediaText(locale, "uploadImage.pick")}</div>
            </button>
          )}
        </Upload>
      </Modal>
    </EditorAntdTheme>
  );
}
