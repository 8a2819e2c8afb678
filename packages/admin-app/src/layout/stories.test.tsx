import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as headerStories from "./parts/HeaderBar.stories";
import * as frameStories from "./SignedInFrame.stories";
import * as drawerStories from "./settings/SettingsDrawer.stories";
import * as tagsStories from "./tags/TagsView.stories";

describe("layout stories render on their own", () => {
  it.each([
    ["Defaults", frameStories.Defaults],
    ["Classic", frameStories.Classic],
    ["Transverse", frameStories.Transverse],
    ["Columns", frameStories.Columns],
  ])("%s shows the menu, the page and its tag", async (_name, Story) => {
    render(<Story />);
    expect(await screen.findByRole("heading", { name: "/system/user" })).toBeTruthy();
    expect(screen.getAllByRole("navigation", { name: "菜单" }).length).toBeGreaterThan(0);
    const tags = screen.getByRole("navigation", { name: "标签页" });
    expect(within(tags).getByRole("link", { name: "用户管理" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });

  it("names a tag from its per-language query name", async () => {
    render(<tagsStories.ThreeTagsInEnglish />);
    expect(await screen.findByRole("link", { name: "Order 7" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Users" })).toBeTruthy();
  });

  it("shows the header's tools, and the breadcrumb only when it is on", async () => {
    const { unmount } = render(<headerStories.WithBreadcrumb />);
    expect(await screen.findByRole("navigation", { name: "面包屑" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "布局配置" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "收起菜单" })).toBeTruthy();
    unmount();
    render(<headerStories.WithoutBreadcrumb />);
    await screen.findByRole("button", { name: "布局配置" });
    expect(screen.queryByRole("navigation", { name: "面包屑" })).toBeNull();
  });

  it("opens the drawer in English", async () => {
    render(<drawerStories.English />);
    expect(await screen.findByRole("dialog", { name: "Layout settings" })).toBeTruthy();
    expect(screen.getByRole("switch", { name: "Tags view" })).toBeTruthy();
  });
});
