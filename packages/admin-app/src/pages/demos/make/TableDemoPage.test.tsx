import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderDemo } from "../renderDemo";
import TableDemoPage from "./TableDemoPage";

describe("the table demo", () => {
  it("lists 45 devices 10 a page and warns 请先选择要导出的数据 on export with none selected", async () => {
    await renderDemo(TableDemoPage, { path: "/make/tableDemo", title: "router.makeTableDemo" });
    expect(await screen.findByText("共 45 条")).toBeTruthy();
    expect(screen.getByText("设备 10")).toBeTruthy();
    expect(screen.queryByText("设备 11")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "导出选中" }));
    expect(await screen.findByText("请先选择要导出的数据")).toBeTruthy();
  });
});
