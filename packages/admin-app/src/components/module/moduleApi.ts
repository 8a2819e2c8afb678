import type { HttpClient, QueryParams, RequestOptions } from "../../api/http";
import type { ListAnswer, ListQuery, ModuleMeta, ModuleRow } from "./moduleTypes";

export type ExportFormat = "xlsx" | "csv";

export interface ExportRequest {
  format: ExportFormat;
  filters: Record<string, unknown>;
  /** Only these rows; every row matching the filters when empty. */
  ids: number[];
  /** The list's column sort; the module's default order when absent. */
  order?: { field: string; type: "asc" | "desc" } | null;
  timeZone: string;
}

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
    /**
     * The file of the selected rows, or of every row matching the filters when `ids` is empty, in
     * the list's order, with times written in `timeZone` (an IANA name).
     */
    exportFile: ({ format, filters, ids, order, timeZone }: ExportRequest) =>
      http.download(`${base}/index`, {
        params: {
          is_down: 1,
          format,
          ...filterParams(filters),
          ids: ids.length ? ids.join(",") : undefined,
          order_field: order?.field,
          order_type: order?.type,
          tz: timeZone,
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
