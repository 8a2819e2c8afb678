import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import * as basic from "./BasicPreviews.stories";
import * as business from "./BusinessPreviews.stories";

const stories = (module: Record<string, unknown>) =>
  Object.entries(module).filter(
    (entry): entry is [string, ComponentType] =>
      entry[0] !== "default" && typeof entry[1] === "function",
  );

describe("the preview stories of the 13 storefront components", () => {
  it.each([...stories(basic), ...stories(business)])("%s draws its component", (_name, Story) => {
    const { container } = render(<Story />);
    const drawn = container.querySelector("figure");
    // More than the caption: the component itself is drawn above it.
    expect(drawn?.childElementCount ?? 0).toBeGreaterThan(1);
  });
});
