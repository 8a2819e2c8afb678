import type { MediaRecord } from "@vitrine/media-uploader";
import { useUpload } from "@vitrine/media-uploader/react";
import { Modal, message, Pagination } from "antd";
import { useEffect, useState } from "react";
import { CategoryPanel } from "./CategoryPanel";
import { EditorAntdTheme } from "./editor-antd-theme";
import { MediaLibraryActions } from "./MediaLibraryActions";
import { MediaLibraryResults } from "./MediaLibraryResults";
import type { MediaPickerProps } from "./media-api";
import { mediaText } from "./media-text";
import { UploadTaskList } from "./UploadTaskList";
import { useMediaCategories } from "./useMediaCategories";
import { useMediaCommands } from "./useMediaCommands";
import { useMediaPage } from "./useMediaPage";

/** Spec section 9: page-size choices; default page 1, size 10. */
export const MEDIA_PAGE_SIZES = [10, 20, 30, 50, 100, 200];

export type MediaLibraryDialogProps = MediaPickerProps;

/**
 * The media library of spec section 2: choose, upload and delete images and videos by category.
 * The lists are useMediaPage and useMediaCategories, the writes useMediaCommands.
 */
export function MediaLibraryDialog({
  open,
  api,
  onSelect,
  onClose,
  max = 1,
  type,
  locale = "zh-cn",
}: MediaLibraryDialogProps) {
  const [toast, toastHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const uploads = useUpload(api);

  const [cateId, setCateId] = useState(0);
  const [selected, setSelected] = useState<MediaRecord[]>([]);
  const media = useMediaPage({ open, api, type, cateId, firstLimit: MEDIA_PAGE_SIZES[0] ?? 10 });
  const categories = useMediaCategories({ open, api, locale, toast });
  const reload = media.reload;
  const commands = { api, uploads, type, cateId, locale, toast, modal, selected, setSelected };
  const { confirmDelete, startUpload } = useMediaCommands({ ...commands, reload });

  // Every opening starts with nothing chosen (spec section 4).
  useEffect(() => {
    if (open) setSelected([]);
  }, [open]);

  const toggle = (item: MediaRecord) => {
    if (selected.some((chosen) => chosen.id === item.id)) {
      setSelected(selected.filter((chosen) => chosen.id !== item.id));
    } else if (max > 0 && selected.length >= max) {
      toast.warning(mediaText(locale, "library.tooMany", { max }));
    } else {
      setSelected([...selected, item]);
    }
  };

  const applySelection = () => {
    onSelect(selected);
    onClose();
  };

  const visibleTasks = uploads.tasks.filter((task) => task.status !== "done");

  return (
    <EditorAntdTheme open={open}>
      <Modal
        // The editor's look (styles.css): tokens and the dialog frame, with or without an antd theme.
        rootClassName="vt-root vt-modal"
        open={open}
        title={mediaText(locale, "library.title")}
        width={900}
        footer={null}
        onCancel={onClose}
      >
        {toastHolder}
        {modalHolder}
        <div className="vt-media-library">
          <CategoryPanel
            locale={locale}
            categories={categories.categories}
            total={categories.categoryTotal}
            page={categories.categoryPage}
            selectedId={cateId}
            onSelect={(id) => {
              setCateId(id);
              media.setPage(1);
            }}
            onPageChange={categories.setCategoryPage}
            onSearch={(keyword) => {
              categories.setCategoryKeyword(keyword);
              categories.setCategoryPage(1);
            }}
            onAdd={categories.addCategory}
            onKeywordMissing={() => toast.warning(mediaText(locale, "library.keywordRequired"))}
          />
          <section
            aria-label={mediaText(locale, "library.media")}
            className="vt-media-library__main"
          >
            <MediaLibraryActions
              locale={locale}
              type={type}
              max={max}
              selectedCount={selected.length}
              onUse={applySelection}
              onUpload={startUpload}
              onDelete={confirmDelete}
            />
            <UploadTaskList
              tasks={visibleTasks}
              locale={locale}
              onPause={uploads.pause}
              onResume={uploads.resume}
              onCancel={uploads.cancel}
            />
            <MediaLibraryResults
              locale={locale}
              items={media.items}
              loading={media.loading}
              loadError={media.loadError}
              selected={selected}
              onToggle={toggle}
              onRetry={reload}
            />
            <Pagination
              className="vt-media-library__pages"
              current={media.page}
              pageSize={media.limit}
              total={media.total}
              showSizeChanger
              showQuickJumper
              pageSizeOptions={MEDIA_PAGE_SIZES}
              showTotal={(count) => mediaText(locale, "library.total", { total: count })}
              onChange={(nextPage, nextLimit) => {
                media.setPage(nextLimit === media.limit ? nextPage : 1);
                media.setLimit(nextLimit);
              }}
            />
          </section>
        </div>
      </Modal>
    </EditorAntdTheme>
  );
}
