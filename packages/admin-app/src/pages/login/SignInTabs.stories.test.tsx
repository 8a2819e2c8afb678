import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as stories from "./SignInTabs.stories";

/** Every story renders standalone, as Storybook and Ladle render it. */
describe("SignInTabs stories", () => {
  const { default: meta, MobileTab, MobileTabEnglish, ...qr } = stories;

  it("has a title", () => expect(meta.title).toBe("Admin/SignInTabs"));

  it.each([
    ["MobileTab", MobileTab, "获取验证码"],
    ["MobileTabEnglish", MobileTabEnglish, "Send code"],
  ])("%s shows the send-code button", async (_name, Story, label) => {
    render(<Story />);
    expect(await screen.findByRole("button", { name: label })).toBeTruthy();
  });

  it.each(Object.entries(qr).filter(([name]) => name.startsWith("Qr")))(
    "%s shows a code or the expiry",
    async (name, Story) => {
      render(<Story />);
      if (name === "QrTabExpired") expect(await screen.findByText("二维码已过期")).toBeTruthy();
      else expect(await screen.findByRole("img")).toBeTruthy();
    },
  );
});
