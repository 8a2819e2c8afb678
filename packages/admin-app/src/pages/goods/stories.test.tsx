import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import * as stories from "./goods.stories";

describe("the goods stories render on their own", () => {
  it("chooses a carousel picture from the in-memory media library", async () => {
    render(<stories.CarouselImages />);
    await userEvent.click(screen.getByRole("button", { name: "商品轮播图" }));
    await userEvent.click(await screen.findByText("杯子.svg"));
    await userEvent.click(await screen.findByRole("button", { name: /使用选中/ }));
    expect(await screen.findByAltText("商品轮播图 1")).toBeTruthy();
  });

  it("speaks English in the English add wizard", async () => {
    render(<stories.AddWizardEnglish />);
    expect(await screen.findByText("Add product")).toBeTruthy();
    expect(await screen.findByText("Specs and stock")).toBeTruthy();
  });

  it("lists the goods with their tabs", async () => {
    render(<stories.GoodsList />);
    expect(await screen.findByText("纯棉T恤")).toBeTruthy();
    expect(screen.getByRole("tab", { name: /回收站/ })).toBeTruthy();
  });
});
