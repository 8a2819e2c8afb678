import { screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { AuthApi } from "../../api/auth";
import type { SiteSettings } from "../../api/settings";
import { createAppStore } from "../../store";
import { fakeSettingsApi } from "../../test/fakeSettingsApi";
import { renderWithProviders } from "../../test/renderWithProviders";
import { LoginPage } from "./LoginPage";
import * as brandStories from "./SiteBrand.stories";

function renderLogin(site: Partial<SiteSettings>) {
  const store = createAppStore({
    authApi: {} as AuthApi,
    tokenStore: { read: () => null, write: () => {}, clear: () => {} },
    settingsApi: fakeSettingsApi(site),
  });
  return renderWithProviders(
    <MemoryRouter initialEntries={["/login"]}>
      <LoginPage />
    </MemoryRouter>,
    { store },
  );
}

const tabNames = () => screen.getAllByRole("tab").map((tab) => tab.textContent);

describe("sign-in page and the site settings", () => {
  it("offers only the ways in the administrator left on", async () => {
    renderLogin({ signInSms: false });
    await waitFor(() => expect(tabNames()).toEqual(["账号登录", "扫码登录"]));
  });

  it("opens on the first offered way, in the site's language for a browser that never chose one and speaks none of ours", async () => {
    const languages = vi.spyOn(navigator, "languages", "get").mockReturnValue(["fr-FR"]);
    try {
      renderLogin({ signInPassword: false, signInQr: false, defaultLanguage: "en" });
      await waitFor(() => expect(tabNames()).toEqual(["Mobile"]));
      expect(screen.getByRole("tab", { name: "Mobile" }).getAttribute("aria-selected")).toBe(
        "true",
      );
    } finally {
      languages.mockRestore();
    }
  });

  it("shows the site's title and logo, in the page title too", async () => {
    renderLogin({ globalTitle: "Shop admin", logoUrl: "/brand.png" });
    expect(await screen.findByRole("heading", { name: "欢迎登录 Shop admin" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Shop admin" }).getAttribute("src")).toBe("/brand.png");
    expect(document.title).toBe("登录 - Shop admin");
  });

  it("has stories of the logo, with and without one", () => {
    const { WithLogo, WithoutLogo } = brandStories;
    const { container, rerender } = renderWithProviders(<WithLogo />);
    expect(container.querySelector("img")?.getAttribute("alt")).toBe("Shop admin");
    rerender(<WithoutLogo />);
    expect(container.querySelector("img")).toBeNull();
  });
});
