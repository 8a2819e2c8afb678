import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { QrStatus } from "../../api/auth";
import { renderWithProviders } from "../../test/renderWithProviders";
import { QrLoginPanel } from "./QrLoginPanel";

const ticket = (qrId: string) => ({ qrId, expiresAt: "2026-01-01T00:02:00.000Z" });

describe("QrLoginPanel", () => {
  afterEach(() => vi.useRealTimers());

  it("shows the code for the created id and hands over the token once confirmed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers: QrStatus[] = [{ status: "pending" }, { status: "confirmed", token: "tok" }];
    const check = vi.fn(async () => answers.shift() ?? { status: "pending" as const });
    const onToken = vi.fn();
    const payloadFor = vi.fn((qrId: string) => `https://shop.example/personal?qrId=${qrId}`);
    renderWithProviders(
      <QrLoginPanel
        createTicket={async () => ticket("abc")}
        check={check}
        onToken={onToken}
        payloadFor={payloadFor}
      />,
    );
    expect(await screen.findByRole("img", { name: "登录二维码" })).toBeTruthy();
    expect(payloadFor).toHaveBeenCalledWith("abc");
    expect(screen.getByRole("status").textContent).toBe("请使用已登录的账号在个人中心扫码确认");
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(check).toHaveBeenCalledWith("abc");
    expect(onToken).toHaveBeenCalledWith("tok");
  });

  it("says the code expired and shows a new one after refresh", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const ids = ["old", "new"];
    const createTicket = vi.fn(async () => ticket(ids.shift() ?? "more"));
    // The fake clock also follows the real one (shouldAdvanceTime), so on a busy machine the first
    // poll can come before the test has seen the first code: the old code expires only after that.
    let expireOld = () => {};
    const oldSeen = new Promise<void>((resolve) => {
      expireOld = resolve;
    });
    const check = vi.fn(async (qrId: string): Promise<QrStatus> => {
      if (qrId !== "old") return { status: "pending" };
      await oldSeen;
      return { status: "expired" };
    });
    renderWithProviders(
      <QrLoginPanel createTicket={createTicket} check={check} onToken={vi.fn()} />,
    );
    await screen.findByRole("img", { name: "登录二维码" });
    expireOld();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole("status").textContent).toBe("二维码已过期");
    expect(screen.queryByRole("img", { name: "登录二维码" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "刷新二维码" }));
    expect(await screen.findByRole("img", { name: "登录二维码" })).toBeTruthy();
    expect(createTicket).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(check).toHaveBeenLastCalledWith("new");
  });

  it("offers a retry when no code could be created", async () => {
    const user = userEvent.setup();
    const createTicket = vi
      .fn()
      .mockRejectedValueOnce(new Error("网络连接错误"))
      .mockResolvedValueOnce(ticket("second"));
    renderWithProviders(
      <QrLoginPanel createTicket={createTicket} check={vi.fn()} onToken={vi.fn()} />,
    );
    expect((await screen.findByText("网络连接错误")).getAttribute("role")).toBe("status");
    await user.click(screen.getByRole("button", { name: "刷新二维码" }));
    expect(await screen.findByRole("img", { name: "登录二维码" })).toBeTruthy();
  });
});
