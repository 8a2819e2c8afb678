import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ModuleHttpProvider } from "../../../components/module";
import { column, fakeServer, ok } from "../../../components/module/moduleFixtures";
import type { ModuleMeta } from "../../../components/module/moduleTypes";
import { renderWithProviders } from "../../../test/renderWithProviders";
import GoodsSpecsPage from "./index";

/** The spec module's meta as the server answers it: valueNames is a list column (issue 36). */
const meta: ModuleMeta = {
  module: "goodsSpec",
  permission: "goodsSpec",
  title: "商品规格",
  actions: ["index", "add", "edit", "del"],
  tree: null,
  pageSizes: [10],
  defaultOrder: { field: "sort", type: "asc" },
  columns: [
    column("id", "ID", { type: "integer", form: false }),
    column("name", "规格名称"),
    column("valueNames", "规格值", { form: false }),
  ],
};

describe("the spec list (issue 36)", () => {
  it("shows each spec's values in its row", async () => {
    const server = fakeServer((call) =>
      call.path.endsWith("/meta")
        ? ok(meta)
        : ok({
            total: 1,
            data: [
              {
                id: 1,
                name: "颜色",
                valueNames: "红色、蓝色",
                values: [
                  { id: 11, name: "红色" },
                  { id: 12, name: "蓝色" },
                ],
              },
            ],
          }),
    );
    renderWithProviders(
      <ModuleHttpProvider client={server.http}>
        <GoodsSpecsPage />
      </ModuleHttpProvider>,
    );
    const row = (await screen.findByText("颜色")).closest("tr") as HTMLElement;
    expect(within(row).getByText("红色")).toBeTruthy();
    expect(within(row).getByText("蓝色")).toBeTruthy();
  });
});
