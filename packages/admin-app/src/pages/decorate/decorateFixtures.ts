// Fake page module answers for the decorate screens' tests and stories (never used by the app).
import { createBuiltinRegistry, createComponent, createDocument } from "@vitrine/editor-core";
import type { PageRevision, StoredPage } from "../../api/pages";
import { column, type FakeCall, fakeServer, ok } from "../../components/module/moduleFixtures";
import type { ModuleMeta, ModuleRow } from "../../components/module/moduleTypes";

/** The page module as the server describes it: list, delete and export only. */
export const pageMeta: ModuleMeta = {
  module: "page",
  permission: "page",
  title: "页面装修",
  actions: ["index", "del", "export"],
  tree: null,
  pageSizes: [10, 20, 30, 50, 100, 200],
  defaultOrder: { field: "updatedAt", type: "desc" },
  columns: [
    column("id", "编号", { type: "integer", form: false, sortable: true }),
    column("name", "页面名称", { required: true, max: 25, filter: "contains" }),
    column("details", "页面描述", { required: true }),
    column("classification", "页面分类", { dictionary: "page_classification" }),
    column("status", "状态", {
      options: [
        { value: "draft", label: "草稿" },
        { value: "published", label: "已发布" },
      ],
    }),
    column("version", "版本", { type: "integer", form: false }),
    column("updatedAt", "更新时间", { type: "datetime", form: false }),
  ],
};

export const pageCategoryItems = [
  { label: "首页", value: "home" },
  { label: "活动页", value: "activity" },
];

export function pageRows(): ModuleRow[] {
  return [
    {
      id: 1,
      name: "春季首页",
      details: "三月的首页",
      classification: "home",
      status: "published",
      version: 3,
      updatedAt: "2026-03-01 10:00:00",
    },
    {
      id: 2,
      name: "双十一活动",
      details: "大促",
      classification: "activity",
      status: "draft",
      version: 1,
      updatedAt: "2026-11-01 09:00:00",
    },
  ];
}

function captionText() {
  const definition = createBuiltinRegistry().get("captiontext");
  if (!definition) throw new Error("editor-core has no caption text");
  return definition;
}

/** A stored page with one caption text, as `page/info` answers it. */
export function storedPage(id = 2, version = 1): StoredPage {
  const row = pageRows().find((r) => r.id === id) ?? pageRows()[1]!;
  return {
    id,
    name: String(row.name),
    details: String(row.details),
    classification: String(row.classification),
    status: row.status as StoredPage["status"],
    version,
    document: createDocument({
      settings: {
        name: String(row.name),
        details: String(row.details),
        classification: String(row.classification),
      },
      components: [createComponent(captionText(), { name: "欢迎光临" }, "cap-1")],
    }),
  };
}

export const pageRevisionRows: PageRevision[] = [
  {
    revision: 1,
    version: 1,
    name: "双十一活动",
    userName: "admin",
    createdAt: "2026-11-01T09:00:00Z",
  },
  {
    revision: 2,
    version: 2,
    name: "双十一活动",
    userName: "admin",
    createdAt: "2026-11-02T09:00:00Z",
  },
];

/**
 * The page calls answered from memory; `extra` may answer a call first (a refusal). Every call is
 * recorded on `calls`.
 */
export function pageServer(extra?: (call: FakeCall) => unknown) {
  let nextId = 10;
  return fakeServer((call) => {
    const special = extra?.(call);
    if (special !== undefined) return special;
    switch (call.path) {
      case "/page/meta":
        return ok(pageMeta);
      case "/page/index":
        return ok({ total: pageRows().length, data: pageRows() });
      case "/page/info":
        return ok(storedPage(Number(call.search.get("id"))));
      case "/page/add": {
        const body = call.body as { id?: number; version?: number };
        return ok({ id: body.id ?? nextId++, version: (body.version ?? 0) + 1 });
      }
      case "/page/revisions":
        return ok(pageRevisionRows);
      case "/page/restore":
        return ok({ id: 2, version: 3 });
      case "/page/publish":
        return ok({ id: 2, version: 2, status: "published", publishedAt: "2026-11-23T10:00:00Z" });
      case "/dic/options":
        return ok(pageCategoryItems);
      default:
        return ok(null);
    }
  });
}
