import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as dialogStories from "./ModuleFormDialog.stories";
import * as listStories from "./ModuleListPage.stories";

describe("module block stories render on their own", () => {
  it("lists the in-memory rows with the total", async () => {
    render(<listStories.ManyRows />);
    expect(await screen.findByText("共 245 条")).toBeTruthy();
  });

  it("shows 暂无数据 in the empty story and English texts in the English one", async () => {
    const { unmount } = render(<listStories.Empty />);
    expect(await screen.findByText("暂无数据")).toBeTruthy();
    unmount();
    render(<listStories.English />);
    expect(await screen.findByRole("button", { name: "Export selected" })).toBeTruthy();
  });

  it("opens the edit dialog with the row's values", async () => {
    render(<dialogStories.Edit />);
    expect(((await screen.findByLabelText("名称")) as HTMLInputElement).value).toBe("华东");
  });
});

describe("the pager", () => {
  it("keeps 5 page buttons, jumps to a typed page and changes the page size", async () => {
    const { container } = render(<listStories.ManyRows />);
    await screen.findByText("共 245 条");
    const pager = screen.getByRole("navigation", { name: "分页" });
    const pageButtons = () => within(pager).getAllByRole("button", { name: /^\d+$/ });
    expect(pageButtons().map((b) => b.textContent)).toEqual(["1", "2", "3", "4", "25"]);

    await userEvent.type(within(pager).getByLabelText("前往"), "10{Enter}");
    expect(await screen.findByText("组织91")).toBeTruthy();
    expect(pageButtons().map((b) => b.textContent)).toEqual(["1", "9", "10", "11", "25"]);

    await userEvent.click(within(pager).getByLabelText("每页条数"));
    await userEvent.click(await screen.findByText("200 条/页"));
    expect(await screen.findByText("组织200")).toBeTruthy();
    expect(pageButtons().map((b) => b.textContent)).toEqual(["1", "2"]);
    expect(container.querySelectorAll("tbody tr").length).toBeGreaterThan(100);
  });
});
