import type { HttpClient, QueryParams, RequestOptions } from "../../api/http";
import type { ListAnswer, ListQuery, ModuleMeta, ModuleRow } from "./moduleTypes";

export type ExportFormat = "xlsx" | "csv";

/** The generic calls of one module (architecture, "Generic modules"), over the app's one client. */
export function createModuleApi(http: HttpClient, module: string) {
  const base = `/${module}`;
  return {
    meta: () => http.post<ModuleMeta>(`${base}/meta`),
    index: (query: ListQuery) => http.post<ListAnswer>(`${base}/index`, query),
    /** Every matching row, nested for tree modules (menus, departments). */
    list: (filters: Record<string, unknown> = {}, options: RequestOptions = {}) =>
      http.post<ModuleRow[]>(`${base}/list`, filters, options),
    info: (id: number) => http.get<ModuleRow>(`${base}/info`, { id }),
    /** Creates, or updates when `values.id` is set; the caller shows field errors itself. */
    save: (values: Record<string, unknown>, options: RequestOptions = {}) =>
      http.post<unknown>(`${base}/add`, values, { quiet: true, ...options }),
    remove: (ids: number[]) => http.get<unknown>(`${base}/del`, { id: ids.join(",") }),
    setStatus: (id: number, status: number) => http.post<unknown>(`${base}/status`, { id, status }),
    /** The file of the selected rows, or of every row matching the filters when `ids` is empty. */
    exportFile: (format: ExportFormat, filters: Record<string, unknown>, ids: number[]) =>
      http.download(`${base}/index`, {
        params: {
          is_down: 1,
          format,
          ...filterParams(filters),
          ids: ids.length ? ids.join(",") : undefined,
        },
      }),
  };
}

export type ModuleApi = ReturnType<typeof createModuleApi>;

/** A querystring carries lists (ranges, one-of) as JSON text, which the server reads back. */
export function filterParams(filters: Record<string, unknown>): QueryParams {
  const params: QueryParams = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === "") continue;
    params[key] =
      typeof value === "object" ? JSON.stringify(value) : (value as string | number | boolean);
  }
  return params;
}
