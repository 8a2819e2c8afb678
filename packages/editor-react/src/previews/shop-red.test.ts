import { describe, expect, it } from "vitest";
import { contrastRatio } from "../styles/contrast";
import { SHOP_RED } from "./shop-red";

describe("the shop page's accent red", () => {
  it("is readable as small text on white and on the page's default background, and under white text", () => {
    // #f9f9f9 is the canvas's page background when the page sets none (Canvas.tsx).
    expect(contrastRatio(SHOP_RED, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(SHOP_RED, "#f9f9f9")).toBeGreaterThanOrEqual(4.5);
  });
});
