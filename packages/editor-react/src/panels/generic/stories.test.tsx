import { render, screen, waitFor } from "@testing-library/react";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import * as pickerStories from "../../pickers/Pickers.stories";
import * as genericStories from "./GenericPanel.stories";

const stories = (module: Record<string, unknown>) =>
  Object.entries(module).filter(([name]) => name !== "default") as [string, ComponentType][];

describe("generic panel and picker stories", () => {
  it.each([...stories(genericStories), ...stories(pickerStories)])(
    "%s renders",
    async (_, Story) => {
      const { container } = render(<Story />);
      await waitFor(() => expect(screen.queryByText("设置加载中…")).toBeNull());
      expect(container.textContent?.length ?? document.body.textContent?.length).toBeGreaterThan(0);
    },
  );
});
