import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { IconPicker } from "./IconPicker";
import { LinkPicker } from "./LinkPicker";
import { ProductPicker } from "./ProductPicker";
import { PickerFrame } from "./picker-frame";
import { sampleProductSource } from "./sample-products";
import type { PageSource, ProductItem, ProductSource } from "./sources";

/** A search whose answer the test gives when it chooses. */
function pendingSource() {
  const answers: ((items: ProductItem[]) => void)[] = [];
  const source: ProductSource = {
    search: () => new Promise((resolve) => answers.push(resolve)),
  };
  return { source, answers };
}

const pages: PageSource = {
  search: async (text) =>
    [
      { id: 1, name: "春季首页", url: "/p/1" },
      { id: 2, name: "会员中心", url: "/p/2" },
    ].filter((p) => p.name.includes(text)),
};

describe("link picker", () => {
  function renderLink(linkType = "11", value: unknown = {}) {
    const onChange = vi.fn();
    const onLinkTypeChange = vi.fn();
    render(
      <PickerFrame pageSource={pages}>
        <LinkPicker
          label="链接"
          linkType={linkType}
          onLinkTypeChange={onLinkTypeChange}
          value={value}
          onChange={onChange}
        />
      </PickerFrame>,
    );
    return { onChange, onLinkTypeChange };
  }

  it("refuses an address that is not http(s) and stores one that is", () => {
    const { onChange } = renderLink();
    const address = screen.getByLabelText("链接地址");
    fireEvent.change(address, { target: { value: "javascript:alert(1)" } });
    expect(screen.getByRole("alert").textContent).toBe("请输入以http://或https://开头的地址");
    fireEvent.change(address, { target: { value: "shop.example/a" } });
    expect(screen.getByRole("alert")).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(address, { target: { value: "https://shop.example/a" } });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith({ externalLink: "https://shop.example/a" });
  });

  it("follows a stored address changed elsewhere (undo, an import)", () => {
    const onChange = vi.fn();
    const view = render(
      <PickerFrame>
        <LinkPicker
          label="链接"
          linkType="11"
          onLinkTypeChange={vi.fn()}
          value={{ externalLink: "https://a.example" }}
          onChange={onChange}
        />
      </PickerFrame>,
    );
    const address = () => screen.getByLabelText("链接地址") as HTMLInputElement;
    expect(address().value).toBe("https://a.example");
    fireEvent.change(address(), { target: { value: "https://a.example/x" } });
    expect(onChange).toHaveBeenLastCalledWith({ externalLink: "https://a.example/x" });
    view.rerender(
      <PickerFrame>
        <LinkPicker
          label="链接"
          linkType="11"
          onLinkTypeChange={vi.fn()}
          value={{ externalLink: "https://b.example" }}
          onChange={onChange}
        />
      </PickerFrame>,
    );
    expect(address().value).toBe("https://b.example");
  });

  it("chooses an internal page from a search and switches the link type", async () => {
    const { onChange, onLinkTypeChange } = renderLink("10");
    fireEvent.change(screen.getByLabelText("搜索页面"), { target: { value: "会员" } });
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    fireEvent.click(await screen.findByRole("button", { name: "会员中心" }));
    expect(onChange).toHaveBeenLastCalledWith({ pageId: 2, name: "会员中心", url: "/p/2" });
    fireEvent.change(screen.getByLabelText("搜索页面"), { target: { value: "没有" } });
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    expect(await screen.findByText("暂无数据")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "外部链接" }));
    expect(onLinkTypeChange).toHaveBeenCalledWith("11");
  });
});

describe("product picker", () => {
  it("says 正在搜索中 while searching and 暂无数据 when nothing matches", async () => {
    const { source, answers } = pendingSource();
    render(
      <PickerFrame>
        <ProductPicker source={source} value={[]} onConfirm={vi.fn()} onCancel={vi.fn()} />
      </PickerFrame>,
    );
    expect(screen.getByRole("status").textContent).toBe("正在搜索中");
    await act(async () => answers[0]?.([]));
    expect(screen.getByRole("status").textContent).toBe("暂无数据");
  });

  it("clears the choice when the type changes and confirms the chosen products", async () => {
    const onConfirm = vi.fn();
    render(
      <PickerFrame>
        <ProductPicker
          source={sampleProductSource}
          value={[]}
          onConfirm={onConfirm}
          onCancel={vi.fn()}
        />
      </PickerFrame>,
    );
    fireEvent.click(await screen.findByRole("checkbox", { name: /童话故事集/ }));
    expect(screen.getByText("已选1件")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("商品类型"), { target: { value: "5" } });
    expect(screen.getByText("已选0件")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("checkbox", { name: /童话故事集/ })).toBeNull());
    fireEvent.click(await screen.findByRole("checkbox", { name: /保温杯/ }));
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    expect(onConfirm).toHaveBeenCalledWith([expect.objectContaining({ id: 501, type: 5 })]);
  });

  it("opens on all the shop's products, each with a thumbnail, the type in a select (issue 36)", async () => {
    const source: ProductSource = {
      search: vi.fn(async ({ type }) =>
        [
          { id: 1, type: 2, name: "童话书", introduce: "", price: "9.90", coverUrl: "/book.png" },
          { id: 2, type: 5, name: "保温杯", introduce: "", price: "69.00", coverUrl: "" },
        ].filter((p) => type === undefined || p.type === type),
      ) as ProductSource["search"],
    };
    const { container } = render(
      <PickerFrame>
        <ProductPicker source={source} value={[]} onConfirm={vi.fn()} onCancel={vi.fn()} />
      </PickerFrame>,
    );
    expect(await screen.findByRole("checkbox", { name: /保温杯/ })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: /童话书/ })).toBeTruthy();
    expect(source.search).toHaveBeenCalledWith({ type: undefined, text: "" });
    // Every row has its thumbnail: the picture, or its place with the name's initial.
    const rows = container.querySelectorAll(".vt-option-row");
    expect([...rows].map((row) => row.querySelector(".vt-thumb-sm")?.tagName)).toEqual([
      "IMG",
      "SPAN",
    ]);
    // The type select shows 全部, and choosing a type searches it alone.
    const typeSelect = screen.getByLabelText("商品类型") as HTMLSelectElement;
    expect(typeSelect.selectedOptions[0]?.textContent).toBe("全部");
    fireEvent.change(typeSelect, { target: { value: "5" } });
    expect(source.search).toHaveBeenLastCalledWith({ type: 5, text: "" });
    expect(await screen.findByRole("checkbox", { name: /保温杯/ })).toBeTruthy();
    expect(screen.queryByRole("checkbox", { name: /童话书/ })).toBeNull();
  });

  it("asks before cancelling, and cancels only on OK", async () => {
    const onCancel = vi.fn();
    render(
      <PickerFrame>
        <ProductPicker
          source={sampleProductSource}
          value={[]}
          onConfirm={vi.fn()}
          onCancel={onCancel}
        />
      </PickerFrame>,
    );
    await screen.findByRole("checkbox", { name: /童话故事集/ });
    fireEvent.click(screen.getByRole("button", { name: "取消" }));
    const question = screen.getByRole("alertdialog");
    expect(question.textContent).toContain("点击取消后您填写的信息将丢失，您确定取消？");
    fireEvent.click(within(question).getByRole("button", { name: "取消" }));
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "取消" }));
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "确定" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe("icon picker", () => {
  it("filters the icons by name and picks one", async () => {
    const onPick = vi.fn();
    render(
      <PickerFrame>
        <IconPicker value="House" onPick={onPick} onClose={vi.fn()} />
      </PickerFrame>,
    );
    // Named in the editor's language (lucide's export names were shown, in English, cut short),
    // and found by that name, by its English one or by the stored name.
    expect(await screen.findByRole("button", { name: "首页" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("搜索图标"), { target: { value: "购物" } });
    expect(screen.queryByRole("button", { name: "首页" })).toBeNull();
    expect(screen.getByRole("button", { name: "购物袋" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("搜索图标"), { target: { value: "cart" } });
    fireEvent.click(screen.getByRole("button", { name: "购物车" }));
    expect(onPick).toHaveBeenCalledWith("ShoppingCart");
    fireEvent.change(screen.getByLabelText("搜索图标"), { target: { value: "zzz" } });
    expect(screen.getByText("暂无数据")).toBeTruthy();
  });

  it("says 未获取到值，请刷新重试 when the icon set cannot be loaded", async () => {
    const load = () => Promise.reject(new Error("chunk failed"));
    render(
      <PickerFrame>
        <IconPicker value="" onPick={vi.fn()} onClose={vi.fn()} load={load} />
      </PickerFrame>,
    );
    expect((await screen.findByRole("alert")).textContent).toBe("未获取到值，请刷新重试");
  });
});
