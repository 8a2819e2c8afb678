import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ModuleHttpProvider } from "../../components/module";
import { fakeServer, ok } from "../../components/module/moduleFixtures";
import { renderWithProviders } from "../../test/renderWithProviders";
import { FeedbackDrawer, type FeedbackItem } from "./FeedbackDrawer";

const LABELS = {
  status: "状态",
  appUserPhone: "用户手机号",
  contact: "联系方式",
  appVersion: "APP 版本",
  deviceSerial: "设备编号",
  createdAt: "提交时间",
  resolvedAt: "解决时间",
  content: "反馈内容",
};
const STATUS_NAMES = { new: "待处理", processing: "处理中", resolved: "已解决" };

/** A server holding one item, which the drawer's calls change as the real one would. */
function serverWith(item: FeedbackItem) {
  let stored = { ...item };
  return fakeServer((call) => {
    const body = call.body as {
      reply: string;
      status: FeedbackItem["status"];
      assigneeId: number | null;
    };
    if (call.path === "/feedback/info") return ok(stored);
    if (call.path === "/feedback/assignees") return ok([{ id: 7, username: "service" }]);
    if (call.path === "/feedback/reply") stored = { ...stored, reply: body.reply };
    if (call.path === "/feedback/transition") stored = { ...stored, status: body.status };
    if (call.path === "/feedback/assign") stored = { ...stored, assigneeId: body.assigneeId };
    return ok({});
  });
}

const ITEM: FeedbackItem = {
  id: 12,
  appUserId: 3,
  appUserPhone: "13800138000",
  content: "表盘偶尔黑屏",
  images: ["/upload/a.png", "/upload/b.png"],
  contact: "wx: abc",
  appVersion: "2.0.1",
  deviceSerial: "SN-1",
  status: "new",
  reply: "",
  repliedAt: null,
  assigneeId: null,
  assigneeName: "",
  createdAt: "2026-11-26T01:00:00.000Z",
  resolvedAt: null,
};

/** By its text: role queries compute every name in the drawer's large tree, slowly in jsdom. */
async function buttonNamed(text: string): Promise<HTMLElement> {
  return (await screen.findByText(text)).closest("button") as HTMLElement;
}

function renderDrawer(server: ReturnType<typeof serverWith>, rights = { edit: true, move: true }) {
  let changes = 0;
  renderWithProviders(
    <ModuleHttpProvider client={server.http}>
      <FeedbackDrawer
        feedbackId={ITEM.id}
        labels={LABELS}
        statusNames={STATUS_NAMES}
        canEdit={rights.edit}
        canMove={rights.move}
        onClose={() => undefined}
        onChanged={() => {
          changes += 1;
        }}
      />
    </ModuleHttpProvider>,
  );
  return { changes: () => changes };
}

describe("FeedbackDrawer", () => {
  it("shows what the app user sent, with every image", async () => {
    renderDrawer(serverWith(ITEM));
    expect(await screen.findByText("表盘偶尔黑屏")).toBeTruthy();
    expect(screen.getByText("13800138000")).toBeTruthy();
    expect(
      screen.getAllByRole("img").filter((img) => img.getAttribute("src")?.startsWith("/upload")),
    ).toHaveLength(2);
    expect(screen.getByTestId("feedback-status").textContent).toBe("待处理");
  });

  it("saves the reply and moves the status one step at a time", async () => {
    const server = serverWith(ITEM);
    const view = renderDrawer(server);
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "回复" }), "请升级固件");
    await user.click(await buttonNamed("保存回复"));
    await waitFor(() =>
      expect(server.calls.find((c) => c.path === "/feedback/reply")?.body).toEqual({
        id: 12,
        reply: "请升级固件",
      }),
    );
    await user.click(await buttonNamed("开始处理"));
    await waitFor(() => expect(screen.getByTestId("feedback-status").textContent).toBe("处理中"));
    await user.click(await buttonNamed("标记为已解决"));
    await waitFor(() => expect(screen.getByTestId("feedback-status").textContent).toBe("已解决"));
    // Resolved is final: no further move is offered.
    expect(screen.queryByRole("button", { name: /开始处理|标记为已解决/ })).toBeNull();
    expect(
      server.calls
        .filter((c) => c.path === "/feedback/transition")
        .map((c) => (c.body as { status: string }).status),
    ).toEqual(["processing", "resolved"]);
    expect(view.changes()).toBe(3);
  });

  it("offers neither reply nor moves without the buttons", async () => {
    renderDrawer(serverWith({ ...ITEM, assigneeName: "service" }), { edit: false, move: false });
    const content = await screen.findByText("表盘偶尔黑屏");
    expect(content).toBeTruthy();
    expect(screen.queryByRole("button", { name: "保存回复" })).toBeNull();
    expect(screen.queryByRole("button", { name: "开始处理" })).toBeNull();
    expect((screen.getByRole("textbox", { name: "回复" }) as HTMLTextAreaElement).disabled).toBe(
      true,
    );
    expect(within(document.body).getByText("service")).toBeTruthy();
  });
});
