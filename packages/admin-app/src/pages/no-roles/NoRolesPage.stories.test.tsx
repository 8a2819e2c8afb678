import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as stories from "./NoRolesPage.stories";

describe("NoRolesPage stories", () => {
  const { default: meta, ...named } = stories;
  it("has a title", () => expect(meta.title).toBe("Admin/NoRolesPage"));

  it.each([
    ["SimplifiedChinese", "您的账号尚未分配角色", "退出登录"],
    ["English", "Your account has no roles yet", "Sign out"],
    ["TraditionalChinese", "您的帳號尚未分配角色", "登出"],
  ] as const)(
    "%s says why and offers sign-out",
    async (name, heading, button) => {
      const Story = named[name];
      render(<Story />);
      expect(await screen.findByRole("heading", { name: heading })).toBeTruthy();
      expect(screen.getByRole("button", { name: button })).toBeTruthy();
    },
    20_000,
  );
});
