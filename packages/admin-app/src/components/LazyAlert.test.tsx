import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as stories from "./LazyAlert.stories";

describe("LazyAlert", () => {
  const { default: meta, ...named } = stories;
  it("has a story title", () => expect(meta.title).toBe("Admin/LazyAlert"));

  it("loads antd's Alert on first use and shows its text and action as an alert", async () => {
    const { container } = render(<named.ChangedElsewhere />);
    expect(await screen.findByText("页面已被他人修改")).toBeTruthy();
    // Within the story's own tree: other files' global notices may share the document.
    expect(within(container).getByRole("alert")).toBeTruthy();
    expect(within(container).getByRole("button", { name: "重新加载" })).toBeTruthy();
  });
});
