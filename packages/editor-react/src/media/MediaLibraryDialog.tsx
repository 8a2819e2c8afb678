import { UploadOutlined } from "@ant-design/icons";
import {
  type MediaRecord,
  type MediaType,
  mediaTypeOf,
  uploaderMessage,
} from "@vitrine/media-uploader";
import { useUpload } from "@vitrine/media-uploader/react";
import { Alert, Button, Empty, Modal, message, Pagination, Space, Spin, Upload } from "antd";
import { useCallback, useEffect, useState } from "react";
import { alertTitle } from "./antd-versions";
import { CATEGORY_PAGE_SIZE, CategoryPanel } from "./CategoryPanel";
import { EditorAntdTheme } from "./editor-antd-theme";
import { MediaGrid } from "./MediaGrid";
import type { MediaCategory, MediaPickerProps } from "./media-api";
import { mediaText } from "./media-text";
import { UploadTaskList } from "./UploadTaskList";

/** Spec section 9: page-size choices; default page 1, size 10. */
export const MEDIA_PAGE_SIZES = [10, 20, 30, 50, 100, 200];

export type MediaLibraryDialogProps = MediaPickerProps;

const ACCEPT: Record<MediaType | "any", string> = {
  image: ".jpg,.jpeg,.png,.gif",
  video: ".mp4",
  any: ".jpg,.jpeg,.png,.gif,.mp4",
};

/** The media library of spec section 2: choose, upload and delete images and videos by category. */
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
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(MEDIA_PAGE_SIZES[0] ?? 10);
  const [items, setItems] = useState<MediaRecord[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string>();
  const [selected, setSelected] = useState<MediaRecord[]>([]);
  const [reloadCount, setReloadCount] = useState(0);

  const [categories, setCategories] = useState<MediaCategory[]>([]);
  const [categoryTotal, setCategoryTotal] = useState(0);
  const [categoryPage, setCategoryPage] = useState(1);
  const [categoryKeyword, setCategoryKeyword] = useState("");

  const reload = useCallback(() => setReloadCount((n) => n + 1), []);

  // Every opening starts with nothing chosen (spec section 4).
  useEffect(() => {
    if (open) setSelected([]);
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadCount asks for a fresh page after uploads and deletes.
  useEffect(() => {
    if (!open) return;
    let current = true;
    setLoading(true);
    setLoadError(undefined);
    api
      .listMedia({ type, cateId, page, limit })
      .then(
        (answer) => {
          if (!current) return;
          setItems(answer.data);
          setTotal(answer.total);
        },
        (error: unknown) => current && setLoadError(errorText(error)),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [open, api, type, cateId, page, limit, reloadCount]);

  useEffect(() => {
    if (!open) return;
    let current = true;
    api
      .listCategories({ page: categoryPage, limit: CATEGORY_PAGE_SIZE, keyword: categoryKeyword })
      .then(
        (answer) => {
          if (!current) return;
          setCategories(answer.data);
          setCategoryTotal(answer.total);
        },
        (error: unknown) => current && toast.error(errorText(error)),
      );
    return () => {
      current = false;
    };
  }, [open, api, categoryPage, categoryKeyword, toast]);

  const toggle = (item: MediaRecord) => {
    if (selected.some((chosen) => chosen.id === item.id)) {
      setSelected(selected.filter((chosen) => chosen.id !== item.id));
    } else if (max > 0 && selected.length >= max) {
      toast.warning(mediaText(locale, "library.tooMany", { max }));
    } else {
      setSelected([...selected, item]);
    }
  };

  const addCategory = async (title: string) => {
    try {
      const category = await api.addCategory(title);
      toast.success(mediaText(locale, "library.categoryAdded"));
      setCategories((all) => (all.some((c) => c.id === category.id) ? all : [...all, category]));
      setCategoryTotal((n) => n + 1);
    } catch (error) {
      toast.error(errorText(error));
    }
  };

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

  const applySelection = () => {
    onSelect(selected);
    onClose();
  };

  const uploadLabel =
    type === "image"
      ? "library.uploadImage"
      : type === "video"
        ? "library.uploadVideo"
        : "library.uploadMedia";
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
            categories={categories}
            total={categoryTotal}
            page={categoryPage}
            selectedId={cateId}
            onSelect={(id) => {
              setCateId(id);
              setPage(1);
            }}
            onPageChange={setCategoryPage}
            onSearch={(keyword) => {
              setCategoryKeyword(keyword);
              setCategoryPage(1);
            }}
            onAdd={addCategory}
            onKeywordMissing={() => toast.warning(mediaText(locale, "library.keywordRequired"))}
          />
          <section
            aria-label={mediaText(locale, "library.media")}
            className="vt-media-library__main"
          >
            <Space wrap className="vt-media-library__actions">
              <Button type="primary" disabled={selected.length === 0} onClick={applySelection}>
                {mediaText(locale, "library.useSelected")}
              </Button>
              <Upload
                accept={ACCEPT[type ?? "any"]}
                multiple
                showUploadList={false}
                beforeUpload={(file) => {
                  startUpload(file);
                  return Upload.LIST_IGNORE;
                }}
              >
                <Button icon={<UploadOutlined />}>{mediaText(locale, uploadLabel)}</Button>
              </Upload>
              <Button danger disabled={selected.length === 0} onClick={confirmDelete}>
                {mediaText(locale, "library.delete")}
              </Button>
              {max !== 1 && selected.length > 0 && (
                <span>{mediaText(locale, "library.selected", { count: selected.length })}</span>
              )}
            </Space>
            <UploadTaskList
              tasks={visibleTasks}
              locale={locale}
              onPause={uploads.pause}
              onResume={uploads.resume}
              onCancel={uploads.cancel}
            />
            <Spin spinning={loading}>
              {loadError ? (
                <Alert
                  type="error"
                  showIcon
                  {...alertTitle(mediaText(locale, "library.loadFailed"))}
                  description={loadError}
                  action={
                    <Button size="small" onClick={reload}>
                      {mediaText(locale, "library.retry")}
                    </Button>
                  }
                />
              ) : items.length === 0 && !loading ? (
                <Empty description={mediaText(locale, "library.empty")} />
              ) : (
                <MediaGrid
                  items={items}
                  selectedIds={new Set(selected.map((item) => item.id))}
                  onToggle={toggle}
                />
              )}
            </Spin>
            <Pagination
              className="vt-media-library__pages"
              current={page}
              pageSize={limit}
              total={total}
              showSizeChanger
              showQuickJumper
              pageSizeOptions={MEDIA_PAGE_SIZES}
              showTotal={(count) => mediaText(locale, "library.total", { total: count })}
              onChange={(nextPage, nextLimit) => {
                setPage(nextLimit === limit ? nextPage : 1);
                setLimit(nextLimit);
              }}
            />
          </section>
        </div>
      </Modal>
    </EditorAntdTheme>
  );
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
