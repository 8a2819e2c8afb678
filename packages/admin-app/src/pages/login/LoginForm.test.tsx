import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/renderWithProviders";
import { LoginForm } from "./LoginForm";

describe("LoginForm", () => {
  it("asks for both fields and does not submit while they are empty", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<LoginForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "登录" }));
    expect(await screen.findByText("请输入用户名")).toBeTruthy();
    expect(await screen.findByText("请输入密码")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("treats a username of spaces as missing", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<LoginForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText("用户名"), "   ");
    await user.type(screen.getByLabelText("密码"), "secret");
    await user.click(screen.getByRole("button", { name: "登录" }));
    expect(await screen.findByText("请输入用户名")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits the typed credentials, by button or Enter", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<LoginForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText("用户名"), " admin ");
    await user.type(screen.getByLabelText("密码"), "s3cret pass{enter}");
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ userName: "admin", password: "s3cret pass" }),
    );
  });

  it("shows the server's message and the loading state it is given", () => {
    renderWithProviders(<LoginForm onSubmit={vi.fn()} loading error="用户名或密码错误" />);
    expect(screen.getByRole("alert").textContent).toContain("用户名或密码错误");
    const button = screen.getByRole("button", { name: "登录" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
  });

  it("speaks the chosen language", () => {
    renderWithProviders(<LoginForm onSubmit={vi.fn()} />, { language: "en" });
    expect(screen.getByLabelText("Username")).toBeTruthy();
    expect(screen.getByLabelText("Password")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeTruthy();
  });
});
