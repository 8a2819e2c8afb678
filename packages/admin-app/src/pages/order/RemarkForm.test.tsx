import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ModuleHttpProvider } from "../../components/module";
import { fakeServer, ok } from "../../components/module/moduleFixtures";
import { renderWithProviders } from "../../test/renderWithProviders";
import { REMARK_MAX, RemarkForm } from "./RemarkForm";

/** The form on order 5 against a fake server; answers how often it reported a saved remark. */
function renderForm(server: ReturnType<typeof fakeServer>) {
  const saved = { count: 0 };
  renderWithProviders(
    <ModuleHttpProvider client={server.http}>
      <RemarkForm orderId={5} onSaved={() => (saved.count += 1)} />
    </ModuleHttpProvider>,
  );
  return saved;
}

describe("RemarkForm", () => {
  it("sends the trimmed remark, then tells the drawer to read the order again", async () => {
    const server = fakeServer(() => ok({}));
    const saved = renderForm(server);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("商家备注"), "  已电话联系买家 ");
    await user.click(screen.getByRole("button", { name: "保存备注" }));
    await waitFor(() => expect(saved.count).toBe(1));
    expect(server.calls.find((c) => c.path === "/order/remark")?.body).toEqual({
      id: 5,
      remark: "已电话联系买家",
    });
  });

  it("says why an empty or too long remark is not sent", async () => {
    const server = fakeServer(() => ok({}));
    renderForm(server);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "保存备注" }));
    expect(await screen.findByText("请输入备注")).toBeTruthy();
    const field = screen.getByLabelText("商家备注");
    await user.click(field);
    await user.paste("字".repeat(REMARK_MAX + 1));
    await user.click(screen.getByRole("button", { name: "保存备注" }));
    expect(await screen.findByText(`备注最多 ${REMARK_MAX} 个字`)).toBeTruthy();
    expect(server.calls.some((c) => c.path === "/order/remark")).toBe(false);
  });

  it("shows the server's refusal under the field", async () => {
    const message = "请输入备注（1 到 500 个字）";
    const server = fakeServer(() => ({
      code: 1,
      msg: message,
      data: { errors: [{ field: "remark", message }] },
    }));
    const saved = renderForm(server);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("商家备注"), "备注");
    await user.click(screen.getByRole("button", { name: "保存备注" }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(saved.count).toBe(0);
  });
});
