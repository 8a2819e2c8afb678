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
});
