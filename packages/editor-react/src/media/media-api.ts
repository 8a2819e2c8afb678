import type { MediaRecord, MediaType, Uploader } from "@vitrine/media-uploader";
import type { ComponentType } from "react";
import type { MediaLocale } from "./media-text";

export interface MediaCategory {
  id: number;
  title: string;
}

export interface Paged<T> {
  total: number;
  data: T[];
}

export interface MediaQuery {
  /** Only this kind; absent lists both. */
  type?: MediaType | undefined;
  /** 0 means every category. */
  cateId: number;
  page: number;
  limit: number;
}

export interface CategoryQuery {
  page: number;
  limit: number;
  /** Filters categories whose title contains it. */
  keyword?: string | undefined;
}

/**
 * Everything the media dialogs need from the server. The admin app passes the HTTP one
 * (`createHttpMediaApi`); stories and tests pass `createMemoryMediaApi`.
 */
export interface MediaLibraryApi extends Pick<Uploader, "upload"> {
  listMedia(query: MediaQuery): Promise<Paged<MediaRecord>>;
  listCategories(query: CategoryQuery): Promise<Paged<MediaCategory>>;
  addCategory(title: string): Promise<MediaCategory>;
  deleteMedia(ids: number[]): Promise<void>;
}

/**
 * What the editor's image and video fields give the media library dialog. The dialog (antd) is
 * not part of the root entry: the host passes `MediaLibraryDialog` from `@vitrine/editor-react/media`
 * (or a `React.lazy` of it) as the editor's `mediaLibrary`, so a host without antd never loads it.
 */
export interface MediaPickerProps {
  open: boolean;
  api: MediaLibraryApi;
  /** Receives the chosen items when the operator uses the selection. */
  onSelect(items: MediaRecord[]): void;
  onClose(): void;
  /** How many items may be chosen: default 1, 0 for no limit. */
  max?: number | undefined;
  /** Only this kind is listed and uploaded; absent allows both. */
  type?: MediaType | undefined;
  locale?: MediaLocale | undefined;
}

/** A media library dialog component, e.g. `MediaLibraryDialog` from `@vitrine/editor-react/media`. */
export type MediaPickerComponent = ComponentType<MediaPickerProps>;
