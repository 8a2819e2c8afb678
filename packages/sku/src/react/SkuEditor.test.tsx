import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { generateSkuRows } from "../generate-rows";
import type { SpecGroup } from "../types";
import { SkuEditor } from "./SkuEditor";
import { tenThousandRows } from "./story-data";
import { ROW_HEIGHT } from "./table-layout";
import type { SkuEditorValue } from "./types";

function unticked(): SpecGroup[] {
  return [
    {
      id: 1,
      title: "颜色",
      children: [
        { id: 11, title: "红", checked: false },
        { id: 12, title: "蓝", checked: false },
      ],
    },
    {
      id: 2,
      title: "尺码",
      children: [
        { id: 21, title: "S", checked: false },
        { id: 22, title: "M", checked: false },
      ],
    },
  ];
}

function lastValue(onChange: ReturnType<typeof vi.fn>): SkuEditorValue {
  return onChange.mock.lastCall?.[0] as SkuEditorValue;
}

const rowTitles = () => screen.queryAllByRole("rowheader").map((cell) => cell.textContent);

describe("SkuEditor", () => {
  it("ticks options, edits cells, shows validation and bulk-sets a price", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SkuEditor defaultValue={{ groups: unticked(), rows: [] }} onChange={onChange} />);

    expect(screen.getByText("勾选规格值后生成规格组合")).toBeTruthy();
    await user.click(screen.getByRole("checkbox", { name: "红" }));
    await user.click(screen.getByRole("checkbox", { name: "S" }));
    await user.click(screen.getByRole("checkbox", { name: "M" }));
    expect(rowTitles()).toEqual(["红,S", "红,M"]);
    expect(screen.getByText("共 2 个规格组合")).toBeTruthy();

    const price = screen.getByRole("textbox", { name: "红,S 价格" });
    await user.clear(price);
    await user.type(price, "12.5");
    expect(lastValue(onChange).rows[0]).toMatchObject({ specs_id: "11,21", price: "12.5" });

    await user.clear(screen.getByRole("textbox", { name: "红,M 库存" }));
    expect(screen.getByText("请输入库存")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "红,M 库存" }).getAttribute("aria-invalid")).toBe(
      "true",
    );
    await user.type(screen.getByRole("textbox", { name: "红,M 重量" }), ".255");
    expect(screen.getByText("最多2位小数")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "批量设置" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("价格"), "25");
    await user.type(within(dialog).getByLabelText("库存"), "10");
    await user.click(within(dialog).getByRole("button", { name: /^确\s?定$/ }));

    expect(
      screen
        .getAllByRole("textbox", { name: /^红,[SM] 价格$/ })
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(["25", "25"]);
    expect(screen.queryByText("请输入库存")).toBeNull();
    expect(lastValue(onChange).rows.map((row) => [row.price, row.stock])).toEqual([
      [25, 10],
      [25, 10],
    ]);
  });

  it("keeps the bulk dialog open with the reason when a value is refused", async () => {
    const user = userEvent.setup();
    const groups = unticked().map((group) => ({
      ...group,
      children: group.children.map((option) => ({ ...option, checked: true })),
    }));
    const onChange = vi.fn();
    render(
      <SkuEditor defaultValue={{ groups, rows: generateSkuRows(groups) }} onChange={onChange} />,
    );

    await user.click(screen.getByRole("button", { name: "批量设置" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: /^确\s?定$/ }));
    expect(within(dialog).getByText("请至少填写一项")).toBeTruthy();

    await user.type(within(dialog).getByLabelText("库存"), "-1");
    await user.click(within(dialog).getByRole("button", { name: /^确\s?定$/ }));
    expect(within(dialog).getByText("不能小于0")).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("adds a group and options, and refuses a duplicate option with a message", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SkuEditor onChange={onChange} />);

    await user.type(screen.getByRole("textbox", { name: "新规格名" }), "颜色{Enter}");
    const option = screen.getByRole("textbox", { name: "“颜色”的新规格值" });
    await user.type(option, "红{Enter}");
    await user.type(option, " 红 {Enter}");
    expect(screen.getByRole("alert").textContent).toBe("该规格下已有规格值“红”");
    expect(lastValue(onChange).groups).toEqual([
      { id: 1, title: "颜色", children: [{ id: 2, title: "红", checked: false }] },
    ]);

    await user.click(screen.getByRole("checkbox", { name: "红" }));
    expect(rowTitles()).toEqual(["红"]);
    await user.click(screen.getByRole("button", { name: "删除规格值“红”" }));
    expect(rowTitles()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "删除规格“颜色”" }));
    expect(lastValue(onChange)).toEqual({ groups: [], rows: [] });
  });

  it("renames an option and keeps the values of its rows", async () => {
    const user = userEvent.setup();
    const groups = unticked().map((group) =>
      group.id === 1 ? { ...group, children: [{ id: 11, title: "红", checked: true }] } : group,
    );
    const rows = generateSkuRows(groups).map((row) => ({ ...row, price: 8 }));
    const onChange = vi.fn();
    render(<SkuEditor defaultValue={{ groups, rows }} onChange={onChange} />);

    await user.click(screen.getByRole("button", { name: "修改规格值“红”" }));
    const box = screen.getByRole("textbox", { name: "新名称" });
    await user.clear(box);
    await user.type(box, "大红{Enter}");
    expect(rowTitles()).toEqual(["大红"]);
    expect(lastValue(onChange).rows).toEqual([{ ...rows[0], data_title: "大红" }]);
  });

  it("renders only the rows in view of 10,000, and edits a row far down", async () => {
    const groups: SpecGroup[] = [1, 2, 3, 4].map((g) => ({
      id: `g${g}`,
      title: `G${g}`,
      children: Array.from({ length: 10 }, (_, o) => ({
        id: `${g}${o}`,
        title: `${g}-${o}`,
        checked: true,
      })),
    }));
    const rows = generateSkuRows(groups);
    const onChange = vi.fn();
    render(<SkuEditor defaultValue={{ groups, rows }} onChange={onChange} tableHeight={400} />);

    expect(screen.getByText("共 10000 个规格组合")).toBeTruthy();
    expect(screen.getAllByRole("rowheader").length).toBeLessThan(30);
    expect(screen.getByRole("table").getAttribute("aria-rowcount")).toBe("10001");

    const scroller = screen.getByRole("table").parentElement as HTMLElement;
    await act(async () => {
      scroller.scrollTop = ROW_HEIGHT * 9_000;
      fireEvent.scroll(scroller);
    });
    const title = rows[9_000]?.data_title as string;
    const stock = await screen.findByRole("textbox", { name: `${title} 库存` });
    fireEvent.change(stock, { target: { value: "42" } });

    const next = lastValue(onChange).rows;
    expect(next).toHaveLength(10_000);
    expect(next[9_000]).toMatchObject({ data_title: title, stock: "42" });
    expect(next.filter((row, index) => row !== rows[index])).toHaveLength(1);
  });

  it("counts the rows with problems and goes to the first one, out of view", async () => {
    const user = userEvent.setup();
    const { groups, rows } = tenThousandRows();
    const far = rows[9_000];
    const further = rows[9_500];
    if (!far || !further) throw new Error("fixture too small");
    rows[9_000] = { ...far, price: "" };
    rows[9_500] = { ...further, stock: "x" };
    render(<SkuEditor defaultValue={{ groups, rows }} tableHeight={400} />);

    expect(screen.getByText("2 个规格组合未填好")).toBeTruthy();
    const priceName = `${far.data_title} 价格`;
    expect(screen.queryByRole("textbox", { name: priceName })).toBeNull();

    await user.click(screen.getByRole("button", { name: /^查\s?看$/ }));
    // jsdom has no layout, so it does not fire the scroll event a browser would.
    fireEvent.scroll(screen.getByRole("table").parentElement as HTMLElement);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("textbox", { name: priceName })),
    );
    await user.keyboard("9");
    expect(screen.getByText("1 个规格组合未填好")).toBeTruthy();
  });

  it("speaks the chosen language and uses the host's image picker", async () => {
    const user = userEvent.setup();
    const groups = unticked().map((group) => ({
      ...group,
      children: group.children.map((option) => ({ ...option, checked: option.id === 11 })),
    }));
    const onChange = vi.fn();
    render(
      <SkuEditor
        locale="en"
        defaultValue={{ groups, rows: generateSkuRows(groups) }}
        onChange={onChange}
        renderImagePicker={({ value, onChange: pick, maxHeight }) => (
          <button
            type="button"
            data-max-height={maxHeight}
            onClick={() => pick("https://cdn.example/red.png")}
          >
            pick {value || "none"}
          </button>
        )}
      />,
    );
    // The host's picker is told the row's room and its cell clips the rest (issue 36: tiles
    // spilled over the next row).
    const picker = screen.getByRole("button", { name: "pick none" });
    expect(Number(picker.dataset.maxHeight)).toBeLessThanOrEqual(ROW_HEIGHT - 12);
    expect((picker.closest("td") as HTMLElement).style.overflow).toBe("hidden");
    expect(screen.getByText("1 combination")).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Market price" })).toBeTruthy();

    await user.clear(screen.getByRole("textbox", { name: "红 Price" }));
    expect(screen.getByText("Enter a price")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "pick none" }));
    expect(lastValue(onChange).rows[0]?.image).toBe("https://cdn.example/red.png");
    expect(screen.getByRole("button", { name: "pick https://cdn.example/red.png" })).toBeTruthy();
  });

  it("re-renders only the edited row while typing", async () => {
    const user = userEvent.setup();
    const groups = unticked().map((group) => ({
      ...group,
      children: group.children.map((option) => ({ ...option, checked: true })),
    }));
    const renders = new Map<string, number>();
    // The picker is rendered once per row render, so it counts them; it gets the row's image only,
    // hence each row is told apart by a distinct image.
    const picker = ({ value }: { value: string }) => {
      renders.set(value, (renders.get(value) ?? 0) + 1);
      return null;
    };
    const rows = generateSkuRows(groups).map((row) => ({ ...row, image: row.data_title }));
    render(<SkuEditor defaultValue={{ groups, rows }} renderImagePicker={picker} />);
    const before = new Map(renders);

    await user.type(screen.getByRole("textbox", { name: "红,S 价格" }), "9");
    expect((renders.get("红,S") ?? 0) - (before.get("红,S") ?? 0)).toBe(1);
    for (const title of ["红,M", "蓝,S", "蓝,M"])
      expect(renders.get(title)).toBe(before.get(title));
  });

  it("follows a controlled value", () => {
    const groups = unticked();
    const { rerender } = render(<SkuEditor value={{ groups, rows: [] }} />);
    expect(rowTitles()).toEqual([]);
    const ticked = groups.map((group) => ({
      ...group,
      children: group.children.map((option) => ({ ...option, checked: option.id === 12 })),
    }));
    rerender(<SkuEditor value={{ groups: ticked, rows: generateSkuRows(ticked) }} />);
    expect(rowTitles()).toEqual(["蓝"]);
  });
});
