import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RICH_TEXT_HEIGHT } from "./rich-text-height";

const fields = readFileSync(new URL("../styles/fields.css", import.meta.url), "utf8");

describe("the rich-text editor's height", () => {
  it("is the exported constant in the stylesheet, for the editor and its loading placeholder", () => {
    const rule = /\.vt-rich__content,\s*\.vt-rich__loading\s*\{([^}]*)\}/.exec(fields);
    expect(rule?.[1]).toContain(`height: ${RICH_TEXT_HEIGHT}px;`);
  });
});
