import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderDemo } from "../renderDemo";
import { moveItem } from "./DragSortPage";
import DynamicFormPage from "./DynamicFormPage";
import { DEMO_GOODS, filterGoods } from "./demoGoods";
import { parseFormSchema } from "./dynamicFormSchema";
import FormRulesPage from "./FormRulesPage";
import TableRulesPage from "./TableRulesPage";

describe("the dynamic form's schema", () => {
  it("accepts the fields it can draw and refuses the rest, naming the field", () => {
    const good = parseFormSchema(
      JSON.stringify({
        required: ["a"],
        properties: { a: { type: "string", title: "A" }, n: { type: "integer" } },
      }),
    );
    expect(good.ok && Object.keys(good.schema.properties)).toEqual(["a", "n"]);
    expect(good.ok && good.schema.properties.n?.title).toBe("n");
    expect(parseFormSchema("{")).toEqual({ ok: false, reason: "schemaNotJson" });
    expect(parseFormSchema("[]")).toEqual({ ok: false, reason: "schemaNotObject" });
    expect(parseFormSchema('{"properties":{}}')).toEqual({
      ok: false,
      reason: "schemaNoProperties",
    });
    expect(parseFormSchema('{"properties":{"a b":{"type":"string"}}}')).toMatchObject({
      reason: "schemaBadName",
      detail: "a b",
    });
    expect(parseFormSchema('{"properties":{"a":{"type":"date"}}}')).toMatchObject({
      reason: "schemaBadType",
      detail: "a",
    });
    expect(parseFormSchema('{"properties":{"a":{"type":"string","pattern":"("}}}')).toMatchObject({
      reason: "schemaBadPattern",
    });
    expect(
      parseFormSchema('{"required":["b"],"properties":{"a":{"type":"string"}}}'),
    ).toMatchObject({ reason: "schemaBadRequired" });
  });
});

describe("the dynamic form page", () => {
  it("checks the schema's rules and shows what was submitted", async () => {
    await renderDemo(DynamicFormPage, { path: "/pages/dynamicForm" });
    await userEvent.click(await screen.findByRole("button", { name: "提交" }));
    expect(await screen.findByText("请填写姓名")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("姓名", { selector: "input" }), "李四");
    await userEvent.type(screen.getByLabelText("手机号", { selector: "input" }), "12345");
    await userEvent.click(screen.getByRole("button", { name: "提交" }));
    expect(await screen.findByText("请输入正确的手机号")).toBeTruthy();
    await userEvent.clear(screen.getByLabelText("手机号", { selector: "input" }));
    await userEvent.type(screen.getByLabelText("手机号", { selector: "input" }), "13800138000");
    await userEvent.click(screen.getByLabelText("设备型号", { selector: "input" }));
    await userEvent.click(await screen.findByTitle("V2 Pro"));
    await userEvent.click(screen.getByRole("button", { name: "提交" }));
    const result = await screen.findByTestId("dynamic-form-result");
    expect(JSON.parse(result.textContent ?? "")).toMatchObject({
      name: "李四",
      mobile: "13800138000",
      model: "V2 Pro",
      quantity: 1,
    });
  });

  it("says what is wrong with a schema it cannot draw", async () => {
    await renderDemo(DynamicFormPage, { path: "/pages/dynamicForm" });
    const schema = await screen.findByLabelText("表单 Schema");
    await userEvent.clear(schema);
    await userEvent.click(schema);
    await userEvent.paste('{"properties":{"x":{"type":"color"}}}');
    expect(
      await screen.findByText("字段 x 的类型无效：可用 string、integer、number、boolean"),
    ).toBeTruthy();
  });
});

describe("the form rules page", () => {
  it("checks each field as it is typed and filters the numeric ones", async () => {
    await renderDemo(FormRulesPage, { path: "/pages/formRules" });
    await userEvent.type(await screen.findByLabelText("手机号"), "1380013");
    expect(await screen.findByText("请输入正确的手机号")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("手机号"), "8000");
    await waitFor(() => expect(screen.queryByText("请输入正确的手机号")).toBeNull());
    const percentage = screen.getByLabelText("百分比") as HTMLInputElement;
    await userEvent.type(percentage, "1234");
    expect(percentage.value).toBe("100");
  });
});

describe("the table rules page", () => {
  it("refuses to save while a cell is wrong and names the fault in the cell", async () => {
    await renderDemo(TableRulesPage, { path: "/pages/tableRules" });
    await userEvent.click(await screen.findByRole("button", { name: "保存" }));
    expect(await screen.findByText("请先修正标红的单元格")).toBeTruthy();
    expect(screen.getAllByText("此项为必填项").length).toBe(3);
    await userEvent.type(screen.getByLabelText("规格 3"), "L");
    await userEvent.type(screen.getByLabelText("价格（元） 3"), "119");
    await userEvent.type(screen.getByLabelText("库存 3"), "5");
    await userEvent.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("已保存 3 行")).toBeTruthy();
  });
});

describe("small helpers of the demo pages", () => {
  it("moves a list item and keeps the others in order", () => {
    expect(moveItem(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveItem(["a", "b", "c", "d"], 3, 0)).toEqual(["d", "a", "b", "c"]);
    expect(moveItem(["a", "b"], 5, 0)).toEqual(["a", "b"]);
  });

  it("filters the demo goods by category and price band and orders them", () => {
    const watches = filterGoods(DEMO_GOODS, {
      category: "watch",
      band: "under100",
      sort: "priceUp",
    });
    expect(watches.length).toBeGreaterThan(0);
    for (const item of watches) {
      expect(item.category).toBe("watch");
      expect(item.priceCents).toBeLessThan(10000);
    }
    const prices = watches.map((item) => item.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});
