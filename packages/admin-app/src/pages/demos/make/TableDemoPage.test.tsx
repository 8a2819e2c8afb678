import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderDemo } from "../renderDemo";
import TableDemoPage from "./TableDemoPage";
import { rowsToCsv } from "./tableCsv";

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe("the table demo", () => {
  it("warns 请先选择要导出的数据 when export is asked with no row selected, and downloads nothing", async () => {
    const createUrl = vi.fn(() => "blob:x");
    URL.createObjectURL = createUrl;
    await renderDemo(TableDemoPage, { path: "/make/tableDemo" });
    await userEvent.click(await screen.findByRole("button", { name: "导出所选" }));
    expect((await screen.findByRole("alert")).textContent).toContain("请先选择要导出的数据");
    expect(createUrl).not.toHaveBeenCalled();
  });

  it("exports exactly the selected rows as CSV", async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:x";
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    await renderDemo(TableDemoPage, { path: "/make/tableDemo" });
    const row = (await screen.findByText("设备 2")).closest("tr") as HTMLElement;
    await userEvent.click(within(row).getByRole("checkbox"));
    await userEvent.click(screen.getByRole("button", { name: "导出所选" }));
    expect((await screen.findByRole("alert")).textContent).toContain("已导出 1 条数据");
    const csv = await blobs[0]?.text();
    expect(csv?.replace("\uFEFF", "")).toBe("设备名称,型号,状态,价格\r\n设备 2,VT-200,在线,2099");
  });

  it("shows 10 rows a page and offers 10, 20 and 30", async () => {
    await renderDemo(TableDemoPage, { path: "/make/tableDemo" });
    await screen.findByText("设备 10");
    expect(screen.queryByText("设备 11")).toBeNull();
    await userEvent.click(screen.getByText("10 条/页"));
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["10 条/页", "20 条/页", "30 条/页"]);
  });
});

describe("rowsToCsv", () => {
  it("quotes cells holding commas, quotes or line breaks", () => {
    expect(rowsToCsv(["a", "b"], [['x,"y"', "z\nw"]])).toBe('a,b\r\n"x,""y""","z\nw"');
  });
});
