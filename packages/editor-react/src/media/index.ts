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
  MediaQuery,
  Paged,
} from "./media-api";
export { type MediaLocale, mediaCatalogues, mediaText } from "./media-text";
export { createMemoryMediaApi, type MemoryMediaApiOptions } from "./memory-media-api";
export { UploadImageDialog, type UploadImageDialogProps } from "./UploadImageDialog";
export { UploadTaskList, type UploadTaskListProps } from "./UploadTaskList";
