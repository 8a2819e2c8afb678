import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as stories from "./LazyResult.stories";

describe("LazyResult", () => {
  const { default: meta, ...named } = stories;
  it("has a story title", () => expect(meta.title).toBe("Admin/LazyResult"));

  it("loads antd's Result on first use and shows its title and actions", async () => {
    render(<named.LoadFailed />);
    expect(await screen.findByText("页面加载失败")).toBeTruthy();
    expect(screen.getByRole("button", { name: /重\s*试/ })).toBeTruthy();
  });

  it("shows the not-found illustration's title", async () => {
    render(<named.NotFound />);
    expect(await screen.findByText("页面不存在")).toBeTruthy();
  });
});
