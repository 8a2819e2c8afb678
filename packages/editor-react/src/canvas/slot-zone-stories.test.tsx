import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as stories from "./SlotZone.stories";

describe("the slot zone stories", () => {
  it("draw the containers' slots as zones of canvas blocks", async () => {
    render(<stories.FilledSlots />);
    const canvas = screen.getByRole("main", { name: "手机画布" });
    expect(await within(canvas).findByRole("group", { name: "两栏布局的左栏" })).toBeTruthy();
  });

  it("show an empty slot's placeholder", async () => {
    render(<stories.EmptySlots />);
    expect((await screen.findAllByText("拖入组件到左栏")).length).toBeGreaterThan(0);
  });
});
