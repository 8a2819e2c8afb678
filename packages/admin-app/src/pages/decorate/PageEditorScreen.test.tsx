import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ModuleHttpProvider } from "../../components/module";
import type { FakeCall } from "../../components/module/moduleFixtures";
import { renderWithProviders } from "../../test/renderWithProviders";
import { pageServer } from "./decorateFixtures";
import { PageEditorScreen } from "./PageEditorScreen";

type Server = ReturnType<typeof pageServer>;

function renderEditor(server: Server) {
  const router = createMemoryRouter(
    [
      { path: "/decorate", element: <p>页面列表</p> },
      {
        path: "/decorate/:id",
        element: <PageEditorScreen id={2} onBackToList={() => router.navigate("/decorate")} />,
      },
    ],
    { initialEntries: ["/decorate/2"] },
  );
  renderWithProviders(
    <ModuleHttpProvider client={server.http}>
      <RouterProvider router={router} />
    </ModuleHttpProvider>,
  );
  return router;
}

const callsTo = (server: Server, path: string) => server.calls.filter((c) => c.path === path);
const paletteItem = (title: string) =>
  within(screen.getByRole("navigation", { name: "组件库" })).getByRole("button", { name: title });
const blocks = () => document.querySelectorAll("main [data-component-id]");

/** Loads the page and adds a caption text from the palette: one unsaved change. */
async function loadAndChange() {
  await waitFor(() => expect(blocks()).toHaveLength(1));
  await userEvent.click(paletteItem("标题文字"));
  await waitFor(() => expect(blocks()).toHaveLength(2));
  expect(screen.getByText("有未保存的修改")).toBeTruthy();
}

const refuse = (path: string, msg: string, data: unknown) => (call: FakeCall) =>
  call.path === path ? { code: 1, msg, data } : undefined;

describe("the page editor at /decorate/:id", () => {
  it("loads the page and saves it under the version it started from, then under the new one", async () => {
    const server = pageServer();
    renderEditor(server);
    await loadAndChange();
    await userEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.queryByText("有未保存的修改")).toBeNull());
    const [first] = callsTo(server, "/page/add");
    expect(first?.body).toMatchObject({
      id: 2,
      version: 1,
      name: "双十一活动",
      details: "大促",
      classification: "activity",
      document: { components: [{ id: "cap-1" }, { type: "captiontext" }] },
    });

    await userEvent.click(paletteItem("标题文字"));
    await userEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(callsTo(server, "/page/add")).toHaveLength(2));
    expect(callsTo(server, "/page/add")[1]?.body).toMatchObject({ id: 2, version: 2 });
  });

  it("shows a stale-version refusal, keeps the change flagged and reloads the stored page on request", async () => {
    const stale = "页面已被他人修改，请刷新后再保存";
    const server = pageServer(refuse("/page/add", stale, { currentVersion: 5 }));
    renderEditor(server);
    await loadAndChange();
    await userEvent.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText(stale)).toBeTruthy();
    expect(screen.getByText("有未保存的修改")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "重新加载" }));
    await waitFor(() => expect(callsTo(server, "/page/info")).toHaveLength(2));
    await waitFor(() => expect(blocks()).toHaveLength(1));
    expect(screen.queryByText(stale)).toBeNull();
  });

  it("saves before publishing and shows a refusal's issues", async () => {
    const server = pageServer(
      refuse("/page/publish", "页面有 1 处错误，无法发布：数字最大为99", {
        errors: [
          {
            componentId: "cap-1",
            path: "wordSize",
            message: "数字最大为99",
            messageKey: "validation.number.max99",
          },
        ],
      }),
    );
    renderEditor(server);
    await loadAndChange();
    await userEvent.click(screen.getByRole("button", { name: "发布" }));
    expect((await screen.findAllByText(/数字最大为99/)).length).toBeGreaterThan(0);
    const order = server.calls.map((c) => c.path).filter((p) => p.startsWith("/page/"));
    expect(order.indexOf("/page/add")).toBeGreaterThan(-1);
    expect(order.indexOf("/page/add")).toBeLessThan(order.indexOf("/page/publish"));
  });

  it("asks before leaving with unsaved changes, and stays when told to", async () => {
    const router = renderEditor(pageServer());
    await loadAndChange();
    await act(() => router.navigate("/decorate"));
    expect(await screen.findByText("有未保存的修改，确定离开吗？")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: /留\s*下/ }));
    expect(router.state.location.pathname).toBe("/decorate/2");

    await act(() => router.navigate("/decorate"));
    await userEvent.click(await screen.findByRole("button", { name: /离\s*开/ }));
    expect(await screen.findByText("页面列表")).toBeTruthy();
  });

  it("kept mounted after leaving (keep-alive), it holds no other page's navigation", async () => {
    const server = pageServer();
    // The layout keeps the editor mounted, hidden, whichever page is open.
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <PageEditorScreen id={2} onBackToList={() => undefined} />
              <Outlet />
            </>
          ),
          children: [
            { path: "/decorate/2", element: null },
            { path: "/decorate", element: <p>页面列表</p> },
            { path: "/home", element: <p>首页</p> },
          ],
        },
      ],
      { initialEntries: ["/decorate/2"] },
    );
    renderWithProviders(
      <ModuleHttpProvider client={server.http}>
        <RouterProvider router={router} />
      </ModuleHttpProvider>,
    );
    await loadAndChange();
    await act(() => router.navigate("/decorate"));
    await userEvent.click(await screen.findByRole("button", { name: /离\s*开/ }));
    expect(await screen.findByText("页面列表")).toBeTruthy();

    await act(() => router.navigate("/home"));
    expect(await screen.findByText("首页")).toBeTruthy();
    // A held navigation would have stayed on /decorate behind the question.
    expect(router.state.location.pathname).toBe("/home");
  });

  it("leaves without asking when everything is saved", async () => {
    const router = renderEditor(pageServer());
    await waitFor(() => expect(blocks()).toHaveLength(1));
    await act(() => router.navigate("/decorate"));
    expect(await screen.findByText("页面列表")).toBeTruthy();
  });
});
