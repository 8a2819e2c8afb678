import type { MediaRecord, Uploader } from "@vitrine/media-uploader";
import type { MediaCategory, MediaLibraryApi, Paged } from "./media-api";

export interface HttpMediaApiOptions {
  baseUrl: string;
  getToken: () => string | undefined | null;
  /** Uploads go through it, so its limits, locale and concurrency apply. */
  uploader: Uploader;
  fetch?: typeof globalThis.fetch | undefined;
}

/** The media library over the server's upload API (spec section 7), envelope `{code, msg, data}`. */
export function createHttpMediaApi(options: HttpMediaApiOptions): MediaLibraryApi {
  const base = options.baseUrl.replace(/\/+$/, "");
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function call<T>(path: string, body?: unknown): Promise<T> {
    const token = options.getToken();
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const response = await doFetch(`${base}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) {
      const header = response.headers.get("statusmessage");
      throw new Error(header ? decodeURIComponent(header) : response.statusText);
    }
    const envelope = (await response.json()) as { code: number; msg?: string | undefined; data: T };
    if (envelope.code !== 0) throw new Error(envelope.msg || String(envelope.code));
    return envelope.data;
  }

  // Asked once, on the first video: S3 storage means the server signs direct uploads to the store.
  let directOffered: Promise<boolean> | undefined;
  const offersDirect = () => {
    directOffered ??= call<{ type?: string | undefined }>("/api/upload/getStorageType").then(
      (answer) => answer.type === "s3",
      // A server that cannot say (older, or no grant) still takes chunks.
      () => false,
    );
    return directOffered;
  };

  return {
    // Videos go straight to the store when the server offers it; the rest goes in chunks.
    upload: (file, uploadOptions) =>
      options.uploader.upload(
        file,
        uploadOptions.type === "video" ? { ...uploadOptions, direct: offersDirect } : uploadOptions,
      ),
    listMedia: ({ type, cateId, page, limit }) =>
      call<Paged<MediaRecord>>("/api/upload/index", { type, cate_id: cateId, page, limit }),
    listCategories: ({ page, limit, keyword }) =>
      call<Paged<MediaCategory>>("/api/uploadCate/index", {
        page,
        limit,
        ...(keyword ? { title: keyword } : {}),
      }),
    addCategory: (title) => call<MediaCategory>("/api/uploadCate/add", { title }),
    async deleteMedia(ids) {
      await call<unknown>(`/api/upload/del?id=${ids.map(encodeURIComponent).join(",")}`);
    },
  };
}
