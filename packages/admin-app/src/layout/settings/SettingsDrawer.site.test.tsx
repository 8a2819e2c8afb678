import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { AuthApi } from "../../api/auth";
import { createAppStore } from "../../store";
import { loadSettings } from "../../store/siteSettingsThunks";
import { fakeSettingsApi } from "../../test/fakeSettingsApi";
import { LayoutProviders } from "../storyFixtures";
import { SettingsDrawer } from "./SettingsDrawer";

/** The drawer over a site whose administrator chose a colour, a layout and a lock of 5 minutes. */
async function renderOverSite(own = {}) {
  const api = fakeSettingsApi(
    {
      primaryColor: "#ff5500",
      layout: "classic",
      globalTitle: "Shop admin",
      lockScreenEnabled: true,
      lockScreenMinutes: 5,
    },
    own,
  );
  const store = createAppStore({
    authApi: {} as AuthApi,
    tokenStore: { read: () => "token", write: () => {}, clear: () => {} },
    settingsApi: api,
  });
  await store.dispatch(loadSettings(true));
  render(
    <LayoutProviders store={store}>
      <SettingsDrawer open onClose={() => {}} copy={async () => true} />
    </LayoutProviders>,
  );
  return { api, store, user: userEvent.setup() };
}

describe("settings drawer over the site settings", () => {
  it("starts from the site defaults with the operator's saved choices on top", async () => {
    const { store } = await renderOverSite({ layout: "columns", isFooter: false });
    expect(store.getState().settings).toMatchObject({
      primaryColor: "#ff5500",
      layout: "columns",
      isFooter: false,
      globalTitle: "Shop admin",
      isLockScreen: true,
      lockScreenTime: 5,
    });
    expect(((await screen.findByLabelText("自动锁屏(分钟)")) as HTMLInputElement).value).toBe("5");
  });

  it("saves each change as the operator's own choice", async () => {
    const { api, user } = await renderOverSite();
    await user.click(await screen.findByRole("switch", { name: "开启水印" }));
    await waitFor(() => expect(api.own).toEqual({ isWatermark: true }));
  });

  it("resets to the site defaults, here and on the server", async () => {
    const { api, store, user } = await renderOverSite({ primaryColor: "#00aa00", isDark: true });
    expect(store.getState().settings.primaryColor).toBe("#00aa00");
    await user.click(await screen.findByRole("button", { name: "恢复站点默认" }));
    await user.click(
      within(await screen.findByRole("tooltip")).getByRole("button", { name: "确定" }),
    );
    await waitFor(() => expect(api.saves.at(-1)).toEqual({}));
    expect(store.getState().settings).toMatchObject({
      primaryColor: "#ff5500",
      layout: "classic",
      isDark: false,
      isLockScreen: true,
      lockScreenTime: 5,
    });
  });

  it("offers no dark mode where the site does not allow it", async () => {
    const api = fakeSettingsApi({ darkModeAllowed: false }, { isDark: true });
    const store = createAppStore({
      authApi: {} as AuthApi,
      tokenStore: { read: () => "token", write: () => {}, clear: () => {} },
      settingsApi: api,
    });
    await store.dispatch(loadSettings(true));
    render(
      <LayoutProviders store={store}>
        <SettingsDrawer open onClose={() => {}} />
      </LayoutProviders>,
    );
    expect(store.getState().settings.isDark).toBe(false);
    expect((await screen.findByRole("switch", { name: "深色模式" })).hasAttribute("disabled")).toBe(
      true,
    );
  });
});
