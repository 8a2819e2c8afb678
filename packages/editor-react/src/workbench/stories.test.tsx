import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import * as controlStories from "../panels/colour/Controls.stories";
import * as panelStories from "../panels/Panels.stories";
import * as componentPreviewStories from "../previews/Previews.stories";
import * as previewStories from "../render/PageRenderer.stories";
import * as editorStories from "./Editor.stories";
import * as partStories from "./Parts.stories";

// Every story renders without throwing and shows something.
const stories = (module: Record<string, unknown>) =>
  Object.entries(module).filter(([name]) => name !== "default") as [string, ComponentType][];

describe("stories", () => {
  it.each([
    ...stories(editorStories),
    ...stories(previewStories),
    ...stories(componentPreviewStories),
    ...stories(panelStories),
    ...stories(partStories),
    ...stories(controlStories),
  ])("%s renders", (_, Story) => {
    const { container } = render(<Story />);
    expect(container.textContent?.length).toBeGreaterThan(0);
  });
});
