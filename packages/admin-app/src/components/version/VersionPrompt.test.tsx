import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/renderWithProviders";
import { storage } from "../../utils/storage";
import { VersionPrompt } from "./VersionPrompt";
import { APP_VERSION, VERSION_KEY } from "./versionCheck";

function renderAt(path: string, reload = vi.fn()) {
  const router = createMemoryRouter([{ path: "*", element: <VersionPrompt reload={reload} /> }], {
    initialEntries: [path],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return reload;
}

describe("VersionPrompt", () => {
  beforeEach(() => localStorage.clear());

  it("on confirm clears vitrine: storage, keeps other keys, records the version and reloads", async () => {
    storage.set(VERSION_KEY, "2.4.0");
    storage.set("themeConfig", { primary: "#000" });
    localStorage.setItem("other-app", "kept");
    const reload = renderAt("/home");
    await userEvent.setup().click(await screen.findByRole("button", { name: "确认更新" }));
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.get("themeConfig")).toBeUndefined();
    expect(storage.get(VERSION_KEY)).toBe(APP_VERSION);
    expect(localStorage.getItem("other-app")).toBe("kept");
  });

  it("stays away when the stored version is current, and on /login", async () => {
    storage.set(VERSION_KEY, APP_VERSION);
    renderAt("/home");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    localStorage.clear();
    renderAt("/login");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
