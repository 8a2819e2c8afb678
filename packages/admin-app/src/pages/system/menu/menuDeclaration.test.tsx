import { screen, within } from "@testing-library/react";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { ModuleFormDialog, ModuleHttpProvider } from "../../../components/module";
import { column, fakeServer, ok } from "../../../components/module/moduleFixtures";
import type { ModuleMeta } from "../../../components/module/moduleTypes";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { menuDeclaration } from "./menuDeclaration";

const meta: ModuleMeta = {
  module: "menu",
  permission: "menu",
  title: "菜单管理",
  actions: ["index", "add"],
  tree: { parent: "pid" },
  pageSizes: [10],
  defaultOrder: { field: "sort", type: "asc" },
  columns: [
    column("type", "菜单类型", {
      required: true,
      dictionary: "menu_type",
      options: [
        { value: "menu", label: "菜单" },
        { value: "button", label: "按钮" },
      ],
    }),
  ],
};

function renderTypeField(items: { label: string; value: string }[]) {
  const server = fakeServer((call) => (call.path === "/dic/options" ? ok(items) : ok(null)));
  const form = menuDeclaration(((key: string) => key) as unknown as TFunction, []).form;
  renderWithProviders(
    <ModuleHttpProvider client={server.http}>
      <ModuleFormDialog
        open
        meta={meta}
        api={{ save: async () => null }}
        row={null}
        defaults={{ type: "menu" }}
        fields={form?.fields}
        order={["type"]}
        onClose={() => undefined}
        onSaved={() => undefined}
      />
    </ModuleHttpProvider>,
  );
  return server;
}

describe("the menu form's type", () => {
  it("names menu and button as the menu_type dictionary does", async () => {
    const server = renderTypeField([
      { label: "页面", value: "menu" },
      { label: "操作按钮", value: "button" },
    ]);
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByRole("radio", { name: "页面" })).toBeTruthy();
    expect(within(dialog).getByRole("radio", { name: "操作按钮" })).toBeTruthy();
    expect(within(dialog).queryByRole("radio", { name: "菜单" })).toBeNull();
    expect(server.calls.find((c) => c.path === "/dic/options")?.body).toEqual({
      code: "menu_type",
    });
  });

  it("names them as the server declares while the dictionary has no items", async () => {
    renderTypeField([]);
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByRole("radio", { name: "菜单" })).toBeTruthy();
    expect(within(dialog).getByRole("radio", { name: "按钮" })).toBeTruthy();
  });
});
