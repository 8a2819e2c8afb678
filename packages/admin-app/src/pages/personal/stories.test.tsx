import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as cropperStories from "../../components/avatar-cropper/AvatarCropper.stories";
import * as stories from "./PersonalCentre.stories";

describe("personal centre stories render on their own", () => {
  it.each([
    ["Default", stories.Default, "个人中心"],
    ["English", stories.English, "Personal centre"],
    ["TraditionalChinese", stories.TraditionalChinese, "個人中心"],
  ])("%s shows the page with the stored info", async (_name, Story, title) => {
    render(<Story />);
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
    expect(await screen.findByDisplayValue("test@example.com")).toBeTruthy();
  });

  it("shows each section on its own", async () => {
    const { unmount } = render(<stories.InfoForm />);
    expect(await screen.findByDisplayValue("13800000002")).toBeTruthy();
    unmount();
    const password = render(<stories.Password />);
    expect(await screen.findByLabelText("原密码")).toBeTruthy();
    password.unmount();
    const qr = render(<stories.QrConfirm />);
    expect(await screen.findByRole("button", { name: "查看登录请求" })).toBeTruthy();
    qr.unmount();
    render(<stories.QrRequest />);
    expect(await screen.findByText("203.0.113.7")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Confirm sign-in" })).toBeTruthy();
  });

  it("opens the cropper with change disabled until a picture is chosen", async () => {
    const { unmount } = render(<cropperStories.Empty />);
    const change = await screen.findByRole("button", { name: "更换" });
    expect((change as HTMLButtonElement).disabled).toBe(true);
    unmount();
    render(<cropperStories.English />);
    expect(await screen.findByRole("dialog", { name: "Change avatar" })).toBeTruthy();
    expect(
      ((await screen.findByRole("button", { name: "Change" })) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});
