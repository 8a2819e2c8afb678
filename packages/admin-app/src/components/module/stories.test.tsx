import { render, screen } from "@testing-library/react";
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
