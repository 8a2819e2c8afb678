import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as stories from "./SkuEditor.stories";

// Every story must at least render what it promises, so a broken story fails here, not in review.
describe("SkuEditor stories", () => {
  it("Empty shows no combinations", () => {
    render(<stories.Empty />);
    expect(screen.getByText("勾选规格值后生成规格组合")).toBeTruthy();
  });

  it("TypicalProduct shows 3 groups and 18 combinations", () => {
    render(<stories.TypicalProduct />);
    expect(screen.getAllByRole("region")).toHaveLength(3);
    expect(screen.getByText("共 18 个规格组合")).toBeTruthy();
  });

  it("TenThousandRows holds 10,000 rows and renders a window of them", () => {
    render(<stories.TenThousandRows />);
    expect(screen.getByText("共 10000 个规格组合")).toBeTruthy();
    expect(screen.getAllByRole("rowheader").length).toBeLessThan(30);
  });

  it("EnglishWithImagePicker speaks English and uses the sample picker", () => {
    render(<stories.EnglishWithImagePicker />);
    expect(screen.getByText("18 combinations")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "+" }).length).toBeGreaterThan(0);
  });
});
