import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RECORD_RESOURCES, type RecordResource } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { ModuleHttpProvider } from "../../components/module";
import { column, fakeServer, moduleMeta, ok } from "../../components/module/moduleFixtures";
import { loadView } from "../../router/views";
import { renderWithProviders } from "../../test/renderWithProviders";
import { recordPage } from "./RecordPage";

const zh = (cn: string) => ({ "zh-cn": cn, en: cn, "zh-tw": cn });

/** A record resource no screen file was written for (issue 37: one declaration and its texts). */
const CARRIER: RecordResource = {
  name: "carrier",
  section: "system",
  table: "carriers",
  title: zh("快递公司"),
  icon: "CarOutlined",
  roles: ["admin"],
  nameField: "name",
  fields: [
    { key: "name", type: "string", label: zh("名称"), required: true, max: 30 },
    { key: "code", type: "string", label: zh("编码"), max: 10, default: "SF" },
  ],
};

const carrierMeta = moduleMeta("carrier", "快递公司", [
  column("id", "编号", { type: "integer", form: false }),
  column("name", "名称", { required: true, max: 30 }),
  column("code", "编码", { max: 10 }),
  column("status", "状态", {
    type: "integer",
    options: [
      { value: 1, label: "启用" },
      { value: 0, label: "禁用" },
    ],
  }),
]);

function carrierServer() {
  return fakeServer((call) => {
    if (call.path === "/carrier/meta") return ok(carrierMeta);
    if (call.path === "/carrier/index")
      return ok({ total: 1, data: [{ id: 1, name: "顺丰", code: "SF", status: 1 }] });
    if (call.path === "/carrier/add") return ok({ id: 2 });
    return ok(null);
  });
}

describe("a record resource's screen", () => {
  it("is the generic list of its module, and a new row starts active with the declared defaults", async () => {
    const server = carrierServer();
    const Page = recordPage(CARRIER);
    renderWithProviders(
      <ModuleHttpProvider client={server.http}>
        <Page />
      </ModuleHttpProvider>,
    );
    expect(await screen.findByText("顺丰")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "新增" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("名称"), "圆通");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.path === "/carrier/add")?.body).toMatchObject({
        name: "圆通",
        code: "SF",
        status: 1,
      }),
    );
  });

  it("is the page the router opens for a declared record view, with no page file of its own", async () => {
    const organize = RECORD_RESOURCES.find((record) => record.name === "organize");
    expect(organize).toBeDefined();
    expect(await loadView("system/organize/index")).toBe(recordPage(organize!));
  });
});
