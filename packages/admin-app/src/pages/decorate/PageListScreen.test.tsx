import { configureStore } from "@reduxjs/toolkit";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { describe, expect, it, vi } from "vitest";
import { ModuleHttpProvider } from "../../components/module";
import { renderWithProviders } from "../../test/renderWithProviders";
import { pageServer } from "./decorateFixtures";
import { PageListScreen } from "./PageListScreen";

type Server = ReturnType<typeof pageServer>;

function renderList(server: Server, authBtnList?: string[]) {
  const openEditor = vi.fn();
  const screenUi = (
    <ModuleHttpProvider client={server.http}>
      <PageListScreen openEditor={openEditor} />
    </ModuleHttpProvider>
  );
  if (!authBtnList) return { openEditor, ...renderWithProviders(screenUi) };
  // Only what useGrantedButtons reads: the signed-in operator's button grants.
  const store = configureStore({ reducer: { auth: () => ({ user: { authBtnList } }) } });
  return { openEditor, ...renderWithProviders(<Provider store={store}>{screenUi}</Provider>) };
}

const callsTo = (server: Server, path: string) => server.calls.filter((c) => c.path === path);

describe("the page list at /decorate", () => {
  it("lists the pages with status and category names, and offers its own create instead of the generic add", async () => {
    const server = pageServer();
    renderList(server);
    const row = (await screen.findByText("双十一活动")).closest("tr") as HTMLElement;
    expect(within(row).getByText("草稿")).toBeTruthy();
    expect(within(row).getByText("活动页")).toBeTruthy();
    expect(screen.getByRole("button", { name: "新建页面" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "新增" })).toBeNull();
    expect(within(row).queryByRole("button", { name: "修改" })).toBeNull();
  });

  it("refuses an empty new page with the spec's messages, then stores it with a document and opens the editor", async () => {
    const server = pageServer();
    const { openEditor } = renderList(server);
    await screen.findByText("双十一活动");
    await userEvent.click(screen.getByRole("button", { name: "新建页面" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: /确\s*定/ }));
    // Each field's rule settles on its own: each message is waited for.
    expect(await within(dialog).findByText("请输入页面名称")).toBeTruthy();
    expect(await within(dialog).findByText("请输入页面描述")).toBeTruthy();
    expect(await within(dialog).findByText("请选择页面分类")).toBeTruthy();
    expect(callsTo(server, "/page/add")).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText("页面名称"), " 新品页 ");
    await userEvent.type(within(dialog).getByLabelText("页面描述"), "新品上市");
    await userEvent.click(within(dialog).getByLabelText("页面分类"));
    await userEvent.click(await screen.findByTitle("活动页"));
    await userEvent.click(within(dialog).getByRole("button", { name: /确\s*定/ }));

    await waitFor(() => expect(openEditor).toHaveBeenCalledWith(10));
    const [add] = callsTo(server, "/page/add");
    expect(add?.body).toMatchObject({
      name: "新品页",
      details: "新品上市",
      classification: "activity",
      document: { settings: { name: "新品页", classification: "activity" }, components: [] },
    });
    expect(add?.body).not.toHaveProperty("id");
  });

  it("stops a new page's name at 25 and its description at the 200 the server stores", async () => {
    const server = pageServer();
    renderList(server);
    await screen.findByText("双十一活动");
    await userEvent.click(screen.getByRole("button", { name: "新建页面" }));
    const dialog = await screen.findByRole("dialog");
    const name = within(dialog).getByLabelText("页面名称") as HTMLInputElement;
    await userEvent.click(name);
    await userEvent.paste("名".repeat(26));
    expect(name.value).toBe("名".repeat(25));
    const details = within(dialog).getByLabelText("页面描述") as HTMLTextAreaElement;
    await userEvent.click(details);
    await userEvent.paste("描".repeat(201));
    expect(details.value).toBe("描".repeat(200));
    expect(within(dialog).getByText("200 / 200")).toBeTruthy();
  });

  it("shows the server's refusal of a new page under the field it names", async () => {
    const server = pageServer((call) =>
      call.path === "/page/add"
        ? {
            code: 1,
            msg: "所选页面分类不存在",
            data: { errors: [{ field: "classification", message: "所选页面分类不存在" }] },
          }
        : undefined,
    );
    const { openEditor } = renderList(server);
    await screen.findByText("双十一活动");
    await userEvent.click(screen.getByRole("button", { name: "新建页面" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("页面名称"), "新品页");
    await userEvent.type(within(dialog).getByLabelText("页面描述"), "新品上市");
    await userEvent.click(within(dialog).getByLabelText("页面分类"));
    await userEvent.click(await screen.findByTitle("首页"));
    await userEvent.click(within(dialog).getByRole("button", { name: /确\s*定/ }));
    expect(await within(dialog).findByText("所选页面分类不存在")).toBeTruthy();
    expect(openEditor).not.toHaveBeenCalled();
  });

  it("opens a page in the editor", async () => {
    const { openEditor } = renderList(pageServer());
    await userEvent.click(await screen.findByRole("button", { name: "编辑 双十一活动" }));
    expect(openEditor).toHaveBeenCalledWith(2);
  });

  it("duplicates a page as a new draft with the name suffixed and the same document", async () => {
    const server = pageServer();
    renderList(server);
    await userEvent.click(await screen.findByRole("button", { name: "复制 双十一活动" }));
    expect(await screen.findByText("已复制为「双十一活动（副本）」")).toBeTruthy();
    const [copy] = callsTo(server, "/page/add");
    expect(copy?.body).toMatchObject({
      name: "双十一活动（副本）",
      details: "大促",
      classification: "activity",
      document: {
        settings: { name: "双十一活动（副本）" },
        components: [{ id: "cap-1", type: "captiontext" }],
      },
    });
    expect(copy?.body).not.toHaveProperty("id");
    expect(copy?.body).not.toHaveProperty("version");
  });

  it("asks before deleting and deletes only on 确定", async () => {
    const server = pageServer();
    renderList(server);
    const row = (await screen.findByText("双十一活动")).closest("tr") as HTMLElement;
    await userEvent.click(within(row).getByRole("button", { name: "删除" }));
    expect(await screen.findByText("确定删除吗？")).toBeTruthy();
    expect(callsTo(server, "/page/del")).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(callsTo(server, "/page/del")[0]?.search.get("id")).toBe("2"));
  });

  it("lists the issues of a refused publish; picking one opens the editor", async () => {
    const server = pageServer((call) =>
      call.path === "/page/publish"
        ? {
            code: 1,
            msg: "页面有 1 处错误，无法发布：数字最大为99",
            data: {
              errors: [
                {
                  componentId: "cap-1",
                  path: "wordSize",
                  message: "数字最大为99",
                  messageKey: "validation.number.max99",
                },
              ],
            },
          }
        : undefined,
    );
    const { openEditor } = renderList(server);
    await userEvent.click(await screen.findByRole("button", { name: "发布 双十一活动" }));
    expect((await screen.findAllByText("页面有以下问题，修改后才能发布")).length).toBeGreaterThan(
      0,
    );
    await userEvent.click(screen.getByRole("button", { name: "数字最大为99" }));
    expect(openEditor).toHaveBeenCalledWith(2);
  });

  it("lists the revisions and restores one only after confirming", async () => {
    const server = pageServer();
    renderList(server);
    await userEvent.click(await screen.findByRole("button", { name: "历史版本 双十一活动" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("历史版本：双十一活动")).toBeTruthy();
    await userEvent.click(await within(dialog).findByRole("button", { name: "恢复 版本 1" }));
    expect(await screen.findByText(/恢复到第 1 版/)).toBeTruthy();
    expect(callsTo(server, "/page/restore")).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "确定" }));
    await waitFor(() =>
      expect(callsTo(server, "/page/restore")[0]?.body).toEqual({ id: 2, revision: 1 }),
    );
  });

  it("shows only the buttons the operator's page:* grants allow", async () => {
    renderList(pageServer(), ["page:index", "page:publish"]);
    await screen.findByText("双十一活动");
    expect(screen.getByRole("button", { name: "发布 双十一活动" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "新建页面" })).toBeNull();
    expect(screen.queryByRole("button", { name: "编辑 双十一活动" })).toBeNull();
    expect(screen.queryByRole("button", { name: "复制 双十一活动" })).toBeNull();
    expect(screen.queryByRole("button", { name: "删除" })).toBeNull();
  });
});
