import type { MediaRecord, MediaType, Uploader } from "@vitrine/media-uploader";

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
  type?: MediaType;
  /** 0 means every category. */
  cateId: number;
  page: number;
  limit: number;
}

export interface CategoryQuery {
  page: number;
  limit: number;
  /** Filters categories whose title contains it. */
  keyword?: string;
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
