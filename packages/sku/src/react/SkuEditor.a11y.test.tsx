import { render } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { SkuEditor } from "./SkuEditor";
import { typicalProduct } from "./story-data";

// jsdom has no layout, so colour contrast is left to the browser; names, roles and labels are not.
describe("SkuEditor accessibility", () => {
  it("has no axe violations with rows and a validation message", async () => {
    const value = typicalProduct();
    const first = value.rows[0];
    if (first) value.rows[0] = { ...first, price: "" };
    const { container } = render(<SkuEditor defaultValue={value} />);
    const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  });
});
