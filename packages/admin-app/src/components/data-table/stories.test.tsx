import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as stories from "./DataTable.stories";

describe("the reusable table's stories render on their own", () => {
  it("many rows: the total and the first page", async () => {
    render(<stories.ManyRows />);
    expect(await screen.findByText("共 65 条")).toBeTruthy();
    expect(screen.getByText("Shop 10")).toBeTruthy();
  });

  it("empty: 暂无数据; English: English buttons", async () => {
    const { unmount } = render(<stories.Empty />);
    expect(await screen.findByText("暂无数据")).toBeTruthy();
    unmount();
    render(<stories.English />);
    expect(await screen.findByRole("button", { name: "Export selected" })).toBeTruthy();
  });
});
