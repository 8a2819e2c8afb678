import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ModuleHttpProvider } from "../../../components/module";
import { column, fakeServer, ok } from "../../../components/module/moduleFixtures";
import type { ModuleMeta } from "../../../components/module/moduleTypes";
import { renderWithProviders } from "../../../test/renderWithProviders";
import GoodsCategoryPage from "./index";

const meta: ModuleMeta = {
  module: "goodsCategory",
  permission: "goodsCategory",
  title: "商品分类",
  actions: ["index", "add", "edit", "del"],
  tree: { parent: "parentId" },
  pageSizes: [10],
  defaultOrder: { field: "sort", type: "asc" },
  columns: [
    column("id", "ID", { type: "integer", form: false }),
    column("name", "分类名称"),
    column("parentId", "上级分类", { type: "integer" }),
    column("level", "层级", { type: "integer", form: false }),
  ],
};

/** 服装 › T恤 › 短袖, and 图书: leaves come as the server answers them, with `children: []`. */
const tree = [
  {
    id: 1,
    name: "服装",
    parentId: 0,
    level: 1,
    children: [
      {
        id: 2,
        name: "T恤",
        parentId: 1,
        level: 2,
        children: [{ id: 3, name: "短袖", parentId: 2, level: 3, children: [] }],
      },
    ],
  },
  { id: 4, name: "图书", parentId: 0, level: 1, children: [] },
];

function renderPage() {
  const server = fakeServer((call) => (call.path.endsWith("/meta") ? ok(meta) : ok(tree)));
  renderWithProviders(
    <ModuleHttpProvider client={server.http}>
      <GoodsCategoryPage />
    </ModuleHttpProvider>,
  );
}

/** The table row of a category (antd keys rows by id). */
const rowOf = async (id: number) => {
  await screen.findByText("短袖");
  return document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;
};

describe("the category list (issue 36)", () => {
  it("names the parent, shows no expander on leaves and offers no 新增下级 on the third level", async () => {
    renderPage();
    const short = await rowOf(3);
    expect(within(short).getByText("T恤")).toBeTruthy();
    expect(within(await rowOf(1)).getByText("顶级分类")).toBeTruthy();
    // Level 3 cannot take a sub-category; the levels above can.
    expect(within(short).queryByRole("button", { name: /新增下级/ })).toBeNull();
    expect(within(await rowOf(1)).getByRole("button", { name: /新增下级/ })).toBeTruthy();
    // A leaf has no expand button; a parent has one.
    const expanders = (row: HTMLElement) =>
      row.querySelectorAll(
        "button.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)",
      );
    expect(expanders(await rowOf(4))).toHaveLength(0);
    expect(expanders(short)).toHaveLength(0);
    expect(expanders(await rowOf(2))).toHaveLength(1);
  });
});
