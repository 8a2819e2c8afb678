import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as stories from "./HostComponent.stories";

describe("Host component stories", () => {
  it("offers the story's countdown in the palette, adds it and edits it in its generated panel", async () => {
    render(<stories.HostComponent />);
    const item = within(screen.getByRole("navigation")).getByRole("button", { name: "Countdown" });
    expect(item.querySelector("svg.lucide-timer")).toBeTruthy();
    fireEvent.click(item);
    fireEvent.change(await screen.findByLabelText("Label"), { target: { value: "Last day" } });
    expect(screen.getByRole("main").textContent).toContain("Last day");
  });

  it("names it in Chinese and draws it on a page", () => {
    render(<stories.HostComponentChinese />);
    expect(
      within(screen.getByRole("navigation")).getByRole("button", { name: "倒计时" }),
    ).toBeTruthy();
    render(<stories.HostComponentOnThePage />);
    expect(screen.getByText("Flash sale")).toBeTruthy();
  });

  it("builds the workbench from one config object", () => {
    render(<stories.OneConfigObject />);
    fireEvent.click(within(screen.getByRole("navigation")).getByRole("button", { name: "Badge" }));
    expect(screen.getByRole("main").textContent).toContain("New in");
  });
});
