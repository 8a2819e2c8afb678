import { builtinComponents } from "@vitrine/editor-core";
import { describe, expect, it } from "vitest";
import { benchPageFromQuery } from "./bench-document";

describe("the editor benchmark's page", () => {
  it("is n caption-text components cap-1...cap-n by default", () => {
    const page = benchPageFromQuery("?n=30");
    expect(page.components).toHaveLength(30);
    expect(new Set(page.components.map((c) => c.type))).toEqual(new Set(["captiontext"]));
    expect(page.components[0]!.id).toBe("cap-1");
    expect(page.components.at(-1)!.id).toBe("cap-30");
  });

  it("cycles through all 22 built-in types with ?types=all", () => {
    const page = benchPageFromQuery("?n=500&types=all");
    expect(page.components).toHaveLength(500);
    expect(new Set(page.components.map((c) => c.type))).toEqual(
      new Set(builtinComponents.map((d) => d.type)),
    );
    expect(builtinComponents).toHaveLength(22);
    // The bench types into a caption's title and deletes blocks: enough captions at both sizes.
    expect(page.components.filter((c) => c.type === "captiontext").length).toBeGreaterThan(20);
  });
});
