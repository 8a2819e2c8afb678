import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as stories from "./LazyAlert.stories";

describe("LazyAlert", () => {
  const { default: meta, ...named } = stories;
  it("has a story title", () => expect(meta.title).toBe("Admin/LazyAlert"));

  it("loads antd's Alert on first use and shows its text and action as an alert", async () => {
    render(<named.ChangedElsewhere />);
    expect(await screen.findByText("页面已被他人修改")).toBeTruthy();
    expect(screen.getByRole("alert")).toBeTruthy();
    expect(screen.getByRole("button", { name: "重新加载" })).toBeTruthy();
  });
});
