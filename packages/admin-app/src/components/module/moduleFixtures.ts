import { createHttpClient, type HttpClient } from "../../api/http";
import type { ModuleColumn, ModuleMeta, ModuleRow } from "./moduleTypes";

/** A column as the server describes it, with the defaults of a plain text field. */
export function column(
  key: string,
  label: string,
  extra: Partial<ModuleColumn> = {},
): ModuleColumn {
  return {
    key,
    type: "string",
    label,
    list: true,
    form: true,
    sortable: false,
    filter: null,
    required: false,
    min: null,
    max: null,
    unique: false,
    options: null,
    dictionary: null,
    export: true,
    ...extra,
  };
}

/** A module's meta with every action, the spec's page sizes and newest first, over these columns. */
export function moduleMeta(module: string, title: string, columns: ModuleColumn[]): ModuleMeta {
  return {
    module,
    permission: module,
    title,
    actions: ["index", "add", "edit", "del", "status", "export"],
    tree: null,
    pageSizes: [10, 20, 30, 50, 100, 200],
    defaultOrder: { field: "id", type: "desc" },
    columns,
  };
}

export const organizeMeta: ModuleMeta = {
  module: "organize",
  permission: "organize",
  title: "组织管理",
  actions: ["index", "add", "edit", "del", "status", "export"],
  tree: null,
  pageSizes: [10, 20, 30, 50, 100, 200],
  defaultOrder: { field: "id", type: "desc" },
  columns: [
    column("id", "编号", { type: "integer", form: false, sortable: true }),
    column("name", "名称", { required: true, max: 50, filter: "contains", sortable: true }),
    column("description", "描述", { required: true, max: 500 }),
    column("status", "状态", {
      type: "integer",
      options: [
        { value: 1, label: "启用" },
        { value: 0, label: "禁用" },
      ],
    }),
  ],
};

export function organizeRows(count: number): ModuleRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `组织${i + 1}`,
    description: `描述${i + 1}`,
    status: 1,
  }));
}

export interface FakeCall {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

/**
 * The app's real client over a fake server: `answer` returns the envelope (or a Response for
 * files) for each call, and every call is recorded.
 */
export function fakeServer(answer: (call: FakeCall) => unknown): {
  http: HttpClient;
  calls: FakeCall[];
  errors: string[];
} {
  const calls: FakeCall[] = [];
  const errors: string[] = [];
  const http = createHttpClient({
    baseUrl: "/api",
    translate: (key) => key,
    getToken: () => "token",
    getLanguageTag: () => "zh-CN",
    effects: {
      showError: (text) => errors.push(text),
      showAlert: () => undefined,
      clearSession: () => undefined,
      navigateToRoot: () => undefined,
    },
    fetch: async (input, init) => {
      const url = new URL(String(input), "http://localhost");
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      const call = {
        method: init?.method ?? "GET",
        path: url.pathname.replace(/^\/api/, ""),
        search: url.searchParams,
        body,
      };
      calls.push(call);
      const result = answer(call);
      if (result instanceof Response) return result;
      return new Response(JSON.stringify(result), {
        headers: { "content-type": "application/json" },
      });
    },
  });
  return { http, calls, errors };
}

export const ok = (data: unknown) => ({ code: 0, msg: "", data });
