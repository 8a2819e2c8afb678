import { describe, expect, it } from "vitest";
import * as core from "./index";

// Other packages build on these names; removing one is a breaking change for them.
describe("public API", () => {
  it("exports the agreed entry points", () => {
    const names = [
      "createEditor",
      "createRegistry",
      "createBuiltinRegistry",
      "defineComponent",
      "builtinComponents",
      "messages",
      "translate",
      "parseDocument",
      "serializeDocument",
      "createDocument",
      "createComponent",
      "DocumentError",
      "fromLegacyPage",
      "toLegacyPage",
      "validateDocument",
      "checkPublishable",
      "createPreviewHost",
      "createPreviewClient",
      "createLegacyPreviewSender",
      "linkEditorToPreview",
      "diffDocuments",
      "applyPatch",
      "createLargeDocument",
      "selectComponentById",
      "selectComponentIds",
      "makeSelectComponentIds",
      "insertComponents",
      "moveComponent",
      "removeComponents",
      "duplicateComponent",
      "updateProps",
      "updateSettings",
      "canAddComponent",
      "magicCubeLayout",
      "newFormQuestion",
      "isColour",
      "isMediaAddress",
      "isVideoAddress",
      "TAB_BAR_MAX_ITEMS",
    ];
    for (const name of names) expect(core, name).toHaveProperty(name);
  });

  it("runs without a DOM", () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe("undefined");
    expect(core.createEditor().insert("notice").ok).toBe(true);
  });
});
