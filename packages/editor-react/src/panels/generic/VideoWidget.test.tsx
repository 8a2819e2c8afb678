import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { createBuiltinRegistry, createEditor } from "@vitrine/editor-core";
import { describe, expect, it } from "vitest";
import type { MediaQuery } from "../../media/media-api";
import { createMemoryMediaApi } from "../../media/memory-media-api";
import { renderEditor } from "../../workbench/test-utils";
import { everyWidgetComponent } from "./demo-component";

describe("video field", () => {
  it("opens the media library filtered to videos", async () => {
    const editor = createEditor({ registry: createBuiltinRegistry(), mergeWindowMs: 0 });
    editor.registry.register(everyWidgetComponent);
    const api = createMemoryMediaApi();
    const queries: MediaQuery[] = [];
    const listMedia = api.listMedia.bind(api);
    api.listMedia = (query) => {
      queries.push(query);
      return listMedia(query);
    };
    renderEditor({ paletteTypes: ["everywidget"], mediaApi: api }, editor);
    const result = editor.insert("everywidget");
    if (!result.ok) throw new Error(result.message);
    act(() => editor.select([result.id]));
    fireEvent.click(await screen.findByRole("button", { name: "从媒体库选择 视频" }));
    await waitFor(() => expect(queries.length).toBeGreaterThan(0));
    expect(queries.every((query) => query.type === "video")).toBe(true);
  });

  it("draws the chosen video and its chooser with the stylesheet's classes, not inline styles", async () => {
    const editor = createEditor({ registry: createBuiltinRegistry(), mergeWindowMs: 0 });
    editor.registry.register(everyWidgetComponent);
    renderEditor({ paletteTypes: ["everywidget"], mediaApi: createMemoryMediaApi() }, editor);
    const result = editor.insert("everywidget", undefined, { video: "https://cdn.example/a.mp4" });
    if (!result.ok) throw new Error(result.message);
    act(() => editor.select([result.id]));
    const chooser = await screen.findByRole("button", { name: "从媒体库选择 视频" });
    const player = document.querySelector("video");
    expect(player?.getAttribute("src")).toBe("https://cdn.example/a.mp4");
    expect(player?.className).toBe("vt-video-thumb");
    expect(chooser.className).toBe("vt-btn vt-btn--small");
    // The settings panel's section holding the widget (the component's title is its name).
    const panel = chooser.closest("section") as HTMLElement;
    expect(panel.querySelector("h3")?.className).toBe("vt-panel-title");
    for (const element of [player, chooser, panel.querySelector("h3")])
      expect(element?.hasAttribute("style")).toBe(false);
  });
});
