import type { MediaRecord } from "@vitrine/media-uploader";
import { Button } from "antd";
import { useState } from "react";
import type { MediaLibraryApi } from "./media-api";
import { createMemoryMediaApi, type MemoryMediaApiOptions } from "./memory-media-api";
import { samplePng, useAutoPick } from "./story-data";
import { UploadImageDialog, type UploadImageDialogProps } from "./UploadImageDialog";

export default { title: "Media/UploadImageDialog" };

function Host({
  makeApi,
  pick,
  ...props
}: { makeApi: () => MediaLibraryApi; pick?: boolean } & Partial<UploadImageDialogProps>) {
  const [api] = useState(makeApi);
  const [open, setOpen] = useState(true);
  const [stored, setStored] = useState<MediaRecord>();
  useAutoPick(() => (pick ? [samplePng()] : []));
  return (
    <div style={{ padding: 16 }}>
      <Button onClick={() => setOpen(true)}>Upload an image</Button>
      <p>Stored: {stored ? stored.fileName : "nothing yet"}</p>
      <UploadImageDialog
        open={open}
        api={api}
        onOk={(record) => {
          setStored(record);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
        {...props}
      />
    </div>
  );
}

const memory = (options: MemoryMediaApiOptions) => () => createMemoryMediaApi(options);

export const Empty = () => <Host makeApi={memory({})} />;

export const Loaded = () => <Host pick makeApi={memory({ uploadStepMs: 10 })} />;

export const Uploading = () => <Host pick makeApi={memory({ stallUploadsAt: 75 })} />;

export const ErrorState = () => (
  <Host pick makeApi={memory({ failUploads: "上传图片失败，请删除后重新上传" })} />
);

export const English = () => <Host locale="en" makeApi={memory({ locale: "en" })} />;
