import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ModuleHttpProvider } from "../../components/module";
import { column, fakeServer, ok } from "../../components/module/moduleFixtures";
import type { ModuleMeta } from "../../components/module/moduleTypes";
import { renderWithProviders } from "../../test/renderWithProviders";
import FormAnswersPage from "./index";

const readOnly = { form: false } as const;

/** The form answers module as the server describes it to a zh-cn operator. */
const answerMeta: ModuleMeta = {
  module: "formAnswer",
  permission: "formAnswer",
  title: "表单数据",
  actions: ["index", "export", "del"],
  tree: null,
  pageSizes: [10, 20, 30, 50, 100, 200],
  defaultOrder: { field: "createdAt", type: "desc" },
  columns: [
    column("id", "编号", { ...readOnly, type: "integer", filter: "exact" }),
    column("pageId", "页面", { ...readOnly, type: "integer", filter: "exact" }),
    column("pageName", "页面名称", { ...readOnly, filter: "contains" }),
    column("formTitle", "表单标题", { ...readOnly, filter: "contains" }),
    column("componentId", "组件编号", { ...readOnly, filter: "exact" }),
    column("summary", "回答内容", { ...readOnly, filter: "contains" }),
    column("publishedVersion", "页面版本", { ...readOnly, type: "integer" }),
    column("addressHash", "访客标识", { ...readOnly, filter: "exact" }),
    column("userAgent", "浏览器", readOnly),
    column("createdAt", "提交时间", { ...readOnly, type: "datetime", filter: "range" }),
  ],
};

const answerRow = {
  id: 4,
  pageId: 9,
  pageName: "春季报名",
  formTitle: "活动报名",
  componentId: "form1",
  summary: "姓名: 张三; 兴趣: 美食, 旅行",
  publishedVersion: 2,
  addressHash: "0123456789abcdef0123456789abcdef",
  userAgent: "Shopper/1.0",
  createdAt: "2026-01-02T03:04:05.000Z",
};

function renderAnswers(pages: unknown) {
  const server = fakeServer((call) => {
    if (call.path === "/formAnswer/meta") return ok(answerMeta);
    if (call.path === "/formAnswer/index") return ok({ total: 1, data: [answerRow] });
    if (call.path === "/page/list") return pages;
    return ok(null);
  });
  renderWithProviders(
    <ModuleHttpProvider client={server.http}>
      <FormAnswersPage />
    </ModuleHttpProvider>,
  );
  return server;
}

describe("FormAnswersPage", () => {
  it("shows each answer with its page, form and each question's title beside its answer", async () => {
    renderAnswers(ok([{ id: 9, name: "春季报名" }]));
    const row = (await screen.findByText("活动报名")).closest("tr") as HTMLElement;
    expect(within(row).getByText("春季报名")).toBeTruthy();
    // One line per question.
    expect(within(row).getByText(/姓名: 张三\s+兴趣: 美食, 旅行/)).toBeTruthy();
    for (const header of ["页面名称", "表单标题", "回答内容", "提交时间"])
      expect(screen.getByRole("columnheader", { name: header })).toBeTruthy();
    expect(screen.queryByRole("columnheader", { name: "浏览器" })).toBeNull();
    for (const filter of ["表单标题", "组件编号", "回答内容"])
      expect(screen.getByLabelText(filter)).toBeTruthy();
  });

  it("filters by a page chosen by its name", async () => {
    const server = renderAnswers(ok([{ id: 9, name: "春季报名" }]));
    await screen.findByText("活动报名");
    const pageFilter = await screen.findByRole("combobox", { name: "页面" });
    await userEvent.click(pageFilter);
    await userEvent.click(await screen.findByTitle("春季报名"));
    await userEvent.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() =>
      expect(server.calls.filter((c) => c.path === "/formAnswer/index").at(-1)?.body).toMatchObject(
        { pageId: 9 },
      ),
    );
  });

  it("filters by the page's name for an operator who may not list pages", async () => {
    const server = renderAnswers({ code: 1, msg: "没有权限执行此操作", data: null });
    await screen.findByText("活动报名");
    expect(screen.queryByRole("combobox", { name: "页面" })).toBeNull();
    await userEvent.type(screen.getByLabelText("页面名称"), "春季");
    await userEvent.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() =>
      expect(server.calls.filter((c) => c.path === "/formAnswer/index").at(-1)?.body).toMatchObject(
        { pageName: "春季" },
      ),
    );
    expect(server.errors).toEqual([]);
  });
});
