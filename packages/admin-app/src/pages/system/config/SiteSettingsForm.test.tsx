import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { SiteSettings } from "../../../api/settings";
import { SITE_DEFAULTS } from "../../../test/fakeSettingsApi";
import { SiteSettingsForm } from "./SiteSettingsForm";
import * as stories from "./SiteSettingsForm.stories";
import { renderStory } from "./siteSettingsStoryFrame";

function renderForm(onSave = vi.fn(async (_change: SiteSettings) => {})) {
  render(
    renderStory(
      <SiteSettingsForm
        site={{ ...SITE_DEFAULTS, lockScreenEnabled: true }}
        canEdit
        onSave={onSave}
      />,
    ),
  );
  return { onSave, user: userEvent.setup() };
}

describe("site settings form", () => {
  it("saves the title, the lock time and a switched-off method together", async () => {
    const { onSave, user } = renderForm();
    const title = await screen.findByRole("textbox", { name: "全局标题" });
    await user.clear(title);
    await user.type(title, "Shop admin");
    const minutes = screen.getByRole("spinbutton", { name: "锁屏时间(分钟)" });
    await user.clear(minutes);
    await user.type(minutes, "5");
    await user.click(screen.getByRole("switch", { name: "手机验证码登录" }));
    await user.click(screen.getByRole("button", { name: "保存站点设置" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      globalTitle: "Shop admin",
      lockScreenMinutes: 5,
      signInSms: false,
      signInPassword: true,
      primaryColor: "#409eff",
    });
    expect(await screen.findByText("站点设置已保存，其他操作员在下次切换页面时生效")).toBeTruthy();
  });

  it("saves a primary colour picked from the swatches or typed as hex", async () => {
    const { onSave, user } = renderForm();
    await user.click(await screen.findByRole("button", { name: "#722ed1" }));
    await user.click(screen.getByRole("button", { name: "保存站点设置" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0].primaryColor).toBe("#722ed1");
    const hex = screen.getByRole("textbox", { name: "默认主题色" });
    expect((hex as HTMLInputElement).value).toBe("#722ed1");
    await user.clear(hex);
    await user.type(hex, "#12AB34");
    await user.click(screen.getByRole("button", { name: "保存站点设置" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1]![0].primaryColor).toBe("#12ab34");
  });

  it("keeps at least one sign-in method on", async () => {
    const { onSave, user } = renderForm();
    for (const name of ["账号密码登录", "手机验证码登录", "扫码登录"])
      await user.click(await screen.findByRole("switch", { name }));
    await user.click(screen.getByRole("button", { name: "保存站点设置" }));
    expect((await screen.findAllByText("至少要开放一种登录方式")).length).toBeGreaterThan(0);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the server's refusal", async () => {
    const { user } = renderForm(
      vi.fn(async () => {
        throw new Error("lockScreenMinutes 应为 1 到 1440 之间的整数");
      }),
    );
    await user.click(await screen.findByRole("button", { name: "保存站点设置" }));
    expect(await screen.findByText("lockScreenMinutes 应为 1 到 1440 之间的整数")).toBeTruthy();
  });

  const { default: _meta, ...named } = stories;
  it.each(Object.entries(named))("story %s renders", async (name, Story) => {
    render(<Story />);
    if (name === "ReadOnly")
      expect(await screen.findByText("你没有修改站点设置的权限")).toBeTruthy();
    else expect(await screen.findAllByRole("switch")).toHaveLength(5);
  });
});
