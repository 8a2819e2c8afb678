import type { MediaRecord } from "@vitrine/media-uploader";
import { Button } from "antd";
import { useState } from "react";
import { MediaLibraryDialog, type MediaLibraryDialogProps } from "./MediaLibraryDialog";
import type { MediaLibraryApi } from "./media-api";
import { createMemoryMediaApi } from "./memory-media-api";
import { sampleCategories, sampleMedia, samplePng, useAutoPick } from "./story-data";

export default { title: "Media/MediaLibraryDialog" };

/** Opens the dialog and lists what was chosen, as a host page would. */
function Host({
  makeApi,
  ...props
}: { makeApi: () => MediaLibraryApi } & Partial<MediaLibraryDialogProps>) {
  const [api] = useState(makeApi);
  const [open, setOpen] = useState(true);
  const [chosen, setChosen] = useState<MediaRecord[]>([]);
  return (
    <div style={{ padding: 16 }}>
      <Button onClick={() => setOpen(true)}>Open the media library</Button>
      <p>Chosen: {chosen.map((item) => item.fileName).join(", ") || "none"}</p>
      <MediaLibraryDialog
        open={open}
        api={api}
        onSelect={setChosen}
        onClose={() => setOpen(false)}
        {...props}
      />
    </div>
  );
}

export const Empty = () => <Host makeApi={() => createMemoryMediaApi()} />;

export const Loaded = () => (
  <Host
    max={3}
    makeApi={() => createMemoryMediaApi({ media: sampleMedia(36), categories: sampleCategories })}
  />
);

function UploadingHost() {
  useAutoPick(() => [samplePng("banner-a.png"), samplePng("banner-b.png")]);
  return (
    <Host
      makeApi={() =>
        createMemoryMediaApi({
          media: sampleMedia(6),
          categories: sampleCategories,
          stallUploadsAt: 50,
        })
      }
    />
  );
}

export const Uploading = () => <UploadingHost />;

export const ErrorState = () => (
  <Host
    makeApi={() =>
      createMemoryMediaApi({ categories: sampleCategories, failLoading: "网络连接错误" })
    }
  />
);

export const English = () => (
  <Host
    locale="en"
    max={0}
    makeApi={() =>
      createMemoryMediaApi({ media: sampleMedia(12), categories: sampleCategories, locale: "en" })
    }
  />
);
