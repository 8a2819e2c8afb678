// @vitrine/editor-react/media: the media library and upload dialogs (antd and @ant-design/icons,
// optional peers) with their api helpers. Give `MediaLibraryDialog` to <Editor mediaLibrary>.
export { CATEGORY_PAGE_SIZE, CategoryPanel, type CategoryPanelProps } from "./CategoryPanel";
export { createHttpMediaApi, type HttpMediaApiOptions } from "./http-media-api";
export { MediaGrid, type MediaGridProps } from "./MediaGrid";
export {
  MEDIA_PAGE_SIZES,
  MediaLibraryDialog,
  type MediaLibraryDialogProps,
} from "./MediaLibraryDialog";
export type {
  CategoryQuery,
  MediaCategory,
  MediaLibraryApi,
  MediaPickerComponent,
  MediaPickerProps,
  MediaQuery,
  Paged,
} from "./media-api";
export { type MediaLocale, mediaCatalogues, mediaText } from "./media-text";
export { createMemoryMediaApi, type MemoryMediaApiOptions } from "./memory-media-api";
export { UploadImageDialog, type UploadImageDialogProps } from "./UploadImageDialog";
export { UploadTaskList, type UploadTaskListProps } from "./UploadTaskList";
