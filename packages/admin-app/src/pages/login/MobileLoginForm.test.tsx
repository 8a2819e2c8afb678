import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/renderWithProviders";
import { MobileLoginForm } from "./MobileLoginForm";

const sendButton = () => screen.getByRole("button", { name: /获取验证码|秒后重新获取/ });

describe("MobileLoginForm", () => {
  afterEach(() => vi.useRealTimers());

  it("checks the number before asking for a code", async () => {
    const user = userEvent.setup();
    const onSendCode = vi.fn(async () => 60);
    renderWithProviders(<MobileLoginForm onSendCode={onSendCode} onSubmit={vi.fn()} />);
    await user.click(sendButton());
    expect(await screen.findByText("请输入手机号")).toBeTruthy();
    await user.type(screen.getByLabelText("手机号"), "12345");
    await user.click(sendButton());
    expect(await screen.findByText("请输入正确的手机号")).toBeTruthy();
    expect(onSendCode).not.toHaveBeenCalled();
  });

  it("sends the code, then waits out 60 seconds before another may be sent", async () => {
    // Only the countdown's clock is faked, and it moves only when told: with shouldAdvanceTime it
    // followed the real clock, so a slow render on a busy machine showed 59 instead of 60.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    const user = userEvent.setup();
    const onSendCode = vi.fn(async () => 60);
    renderWithProviders(<MobileLoginForm onSendCode={onSendCode} onSubmit={vi.fn()} />);
    await user.type(screen.getByLabelText("手机号"), "13800000001");
    await user.click(sendButton());
    expect(onSendCode).toHaveBeenCalledWith("13800000001");
    expect((await screen.findByRole("status")).textContent).toBe("验证码已发送，5 分钟内有效");
    expect(sendButton().textContent).toBe("60 秒后重新获取");
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(sendButton().textContent).toBe("获取验证码");
    expect((sendButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's refusal to send and starts no countdown", async () => {
    const user = userEvent.setup();
    const onSendCode = vi.fn(async () => {
      throw new Error("验证码已发送，请42秒后再试");
    });
    renderWithProviders(<MobileLoginForm onSendCode={onSendCode} onSubmit={vi.fn()} />);
    await user.type(screen.getByLabelText("手机号"), "13800000001");
    await user.click(sendButton());
    expect((await screen.findByRole("alert")).textContent).toContain("验证码已发送，请42秒后再试");
    expect(sendButton().textContent).toBe("获取验证码");
  });

  it("signs in with the number and the 6-digit code, and shows a wrong code's message", async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new Error("验证码错误或已过期"))
      .mockResolvedValueOnce(undefined);
    renderWithProviders(<MobileLoginForm onSendCode={vi.fn()} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText("手机号"), "13800000001");
    await user.type(screen.getByLabelText("验证码"), "12ab");
    await user.click(screen.getByRole("button", { name: "登录" }));
    expect(await screen.findByText("验证码为 6 位数字")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText("验证码"));
    await user.type(screen.getByLabelText("验证码"), "123456{enter}");
    expect((await screen.findByRole("alert")).textContent).toContain("验证码错误或已过期");
    expect(onSubmit).toHaveBeenCalledWith({ mobile: "13800000001", code: "123456" });

    await user.click(screen.getByRole("button", { name: "登录" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });
});
