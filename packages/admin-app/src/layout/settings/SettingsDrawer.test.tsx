import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_SETTINGS } from "../../store/settingsSlice";
import { LayoutProviders, layoutStore } from "../storyFixtures";
import { SettingsDrawer } from "./SettingsDrawer";

function renderDrawer(copy: (text: string) => Promise<boolean> = async () => true) {
  const store = layoutStore();
  render(
    <LayoutProviders store={store}>
      <SettingsDrawer open onClose={() => {}} copy={copy} />
    </LayoutProviders>,
  );
  return { store, user: userEvent.setup() };
}

describe("settings drawer", () => {
  it("applies switches, the layout and a typed colour at once", async () => {
    const { store, user } = renderDrawer();
    await user.click(await screen.findByRole("switch", { name: "开启页脚" }));
    await user.click(screen.getByRole("switch", { name: "深色模式" }));
    // antd draws the radio over its input (pointer-events: none): a person clicks the label.
    const transverse = screen.getByRole("radio", { name: "横向" });
    await user.click(transverse.closest("label") as HTMLElement);
    expect((transverse as HTMLInputElement).checked).toBe(true);
    const colour = screen.getByLabelText("主题颜色");
    await user.clear(colour);
    await user.type(colour, "#12ab34");
    expect(store.getState().settings).toMatchObject({
      isFooter: false,
      isDark: true,
      layout: "transverse",
      primaryColor: "#12ab34",
    });
  });

  it("sets how long the start-up indicator takes to fade, within 0 to 5000 ms", async () => {
    const { store, user } = renderDrawer();
    const delay = await screen.findByLabelText("加载动画淡出（毫秒）");
    await user.clear(delay);
    await user.type(delay, "1200");
    await user.tab();
    expect(store.getState().settings.loaderRemovalDelayMs).toBe(1200);
    expect(store.getState().siteSettings.own.loaderRemovalDelayMs).toBe(1200);
  });

  it("keeps the last colour while the typed one is incomplete, and offers presets", async () => {
    const { store, user } = renderDrawer();
    const colour = await screen.findByLabelText("主题颜色");
    await user.clear(colour);
    await user.type(colour, "#12a");
    expect(colour.getAttribute("aria-invalid")).toBe("true");
    expect(store.getState().settings.primaryColor).toBe("#409eff");
    await user.click(screen.getByRole("button", { name: "#722ed1" }));
    expect(store.getState().settings.primaryColor).toBe("#722ed1");
  });

  it("shows the administrator's lock and title without letting the operator change them", async () => {
    renderDrawer();
    const minutes = (await screen.findByLabelText("自动锁屏(分钟)")) as HTMLInputElement;
    expect(minutes.value).toBe("30");
    expect(minutes.disabled).toBe(true);
    expect(screen.getByRole("switch", { name: "开启锁屏" }).hasAttribute("disabled")).toBe(true);
    expect((screen.getByLabelText("全局标题") as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText("全局标题、版本号和锁屏由管理员在「参数配置」中设置。")).toBeTruthy();
  });

  it("copies the configuration as JSON and says so", async () => {
    const copy = vi.fn(async (_text: string) => true);
    const { user } = renderDrawer(copy);
    await user.click(await screen.findByRole("button", { name: "一键复制配置" }));
    expect(await screen.findByText("复制成功")).toBeTruthy();
    expect(JSON.parse(copy.mock.calls[0]?.[0] ?? "")).toEqual(DEFAULT_SETTINGS);
  });

  it("reports a refused copy", async () => {
    const { user } = renderDrawer(async () => false);
    await user.click(await screen.findByRole("button", { name: "一键复制配置" }));
    expect(await screen.findByText("复制失败")).toBeTruthy();
  });

  it("resets to the defaults only after confirmation", async () => {
    const { store, user } = renderDrawer();
    await user.click(await screen.findByRole("switch", { name: "开启水印" }));
    await user.click(screen.getByRole("button", { name: "恢复站点默认" }));
    const confirm = await screen.findByRole("tooltip");
    expect(within(confirm).getByText("确定放弃你的个人布局配置，恢复站点默认吗?")).toBeTruthy();
    await user.click(within(confirm).getByRole("button", { name: "取消" }));
    expect(store.getState().settings.isWatermark).toBe(true);

    await user.click(screen.getByRole("button", { name: "恢复站点默认" }));
    await user.click(
      within(await screen.findByRole("tooltip")).getByRole("button", { name: "确定" }),
    );
    await waitFor(() => expect(store.getState().settings).toEqual(DEFAULT_SETTINGS));
  });
});
