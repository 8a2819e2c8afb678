import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/renderWithProviders";
import { DataTable, type DataTableRow, type TableHeaderItem } from "./DataTable";
import { rowsToCsv } from "./rowsToCsv";

const header: TableHeaderItem[] = [
  { key: "name", title: "名称" },
  { key: "price", title: "价格" },
  { key: "secret", title: "内部", isCheck: false },
];
const rows: DataTableRow[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  name: `设备 ${i + 1}`,
  price: 100 + i,
  secret: "x",
}));

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

/** Captures what export hands to the browser as a download. */
function captureDownloads() {
  const files: { blob: Blob; name: string }[] = [];
  let last: Blob | undefined;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    last = blob;
    return "blob:x";
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (last) files.push({ blob: last, name: this.download });
  });
  return files;
}

describe("the reusable table", () => {
  it("warns 请先选择要导出的数据 when export is asked with nothing selected, and downloads nothing", async () => {
    const files = captureDownloads();
    renderWithProviders(<DataTable title="设备" header={header} rows={rows} />);
    await userEvent.click(screen.getByRole("button", { name: "导出选中" }));
    expect(await screen.findByText("请先选择要导出的数据")).toBeTruthy();
    expect(files).toEqual([]);
  });

  it("exports exactly the selected rows, shown columns only, as CSV", async () => {
    const files = captureDownloads();
    renderWithProviders(<DataTable title="设备" header={header} rows={rows} />);
    const row = screen.getByText("设备 2").closest("tr") as HTMLElement;
    await userEvent.click(within(row).getByRole("checkbox"));
    await userEvent.click(screen.getByRole("button", { name: "导出选中" }));
    expect(files.map((f) => f.name)).toEqual(["设备.csv"]);
    expect((await files[0]?.blob.text())?.replace("\uFEFF", "")).toBe("名称,价格\r\n设备 2,101");
    expect(screen.queryByText("内部")).toBeNull();
  });

  it("shows 10 rows a page, offers 10, 20 and 30, and shows 20 after choosing 20", async () => {
    renderWithProviders(<DataTable title="设备" header={header} rows={rows} />);
    expect(screen.getByText("设备 10")).toBeTruthy();
    expect(screen.queryByText("设备 11")).toBeNull();
    await userEvent.click(screen.getByLabelText("每页条数"));
    const options = document.querySelectorAll(".ant-select-item-option");
    expect([...options].map((o) => o.textContent)).toEqual(["10 条/页", "20 条/页", "30 条/页"]);
    await userEvent.click(await screen.findByText("20 条/页"));
    expect(await screen.findByText("设备 20")).toBeTruthy();
    expect(screen.queryByText("设备 21")).toBeNull();
  });

  it("prints every row's shown columns", async () => {
    const print = vi.fn();
    vi.spyOn(HTMLIFrameElement.prototype, "contentWindow", "get").mockReturnValue({
      focus: () => {},
      print,
      addEventListener: () => {},
    } as unknown as Window);
    renderWithProviders(<DataTable title="设备" header={header} rows={rows.slice(0, 2)} />);
    await userEvent.click(screen.getByRole("button", { name: "打印" }));
    expect(print).toHaveBeenCalledTimes(1);
    const frame = document.querySelector("iframe") as HTMLIFrameElement;
    expect(frame.contentDocument?.querySelector("table")?.textContent).toBe(
      "名称价格设备 1100设备 2101",
    );
  });
});

describe("rowsToCsv", () => {
  it("quotes cells holding commas, quotes or line breaks", () => {
    expect(rowsToCsv(["a", "b"], [['x,"y"', "z\nw"]])).toBe('a,b\r\n"x,""y""","z\nw"');
  });

  it("keeps a formula from running in a spreadsheet, but not a negative number", () => {
    // A text "-2+3" is a formula (OWASP): every dash-led text is guarded, a number is not.
    expect(rowsToCsv(["a", "b", "c", "d"], [["=1+1", "@x", "-2+3", -5]])).toBe(
      "a,b,c,d\r\n'=1+1,'@x,'-2+3,-5",
    );
  });
});
