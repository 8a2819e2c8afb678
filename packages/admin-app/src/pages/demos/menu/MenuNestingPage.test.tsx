import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderDemo } from "../renderDemo";
import MenuNestingPage from "./MenuNestingPage";

describe("the /menu leaves", () => {
  it("menu121 shows its place four levels down: menu, menu 1, menu 12, menu 121", async () => {
    const path = "/menu/menu1/menu12/menu121";
    await renderDemo(MenuNestingPage, { path, title: "router.menu121", language: "en" });
    const trail = await screen.findByRole("list", {
      name: "Where this page sits in the menu nesting:",
    });
    expect(
      within(trail)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Nested menus /menu",
      "└ Menu 1 /menu/menu1",
      "└ Menu 12 /menu/menu1/menu12",
      "└ Menu 121 /menu/menu1/menu12/menu121",
    ]);
    expect(screen.getByText("Nesting depth: 4")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Menu 121" })).toBeTruthy();
  });

  it("menu2 sits right under menu", async () => {
    await renderDemo(MenuNestingPage, { path: "/menu/menu2", title: "router.menu2" });
    expect(await screen.findByText("嵌套深度：2")).toBeTruthy();
  });
});
