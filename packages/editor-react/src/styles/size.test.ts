import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

// Issue 19's budget: the editor's stylesheet at most 30 kB gzip. Measured on what the build ships
// (scripts/build-styles.mjs inlines styles.css's imports the same way), so no build is needed.
const BUDGET = 30 * 1024;
const read = (file: string) => readFileSync(new URL(`./${file}`, import.meta.url), "utf8");
const shipped = () =>
  read("styles.css")
    .split("\n")
    .map((line) => {
      const part = /^@import "\.\/([\w-]+\.css)";$/.exec(line.trim())?.[1];
      return part ? read(part) : line;
    })
    .join("\n");

describe("the editor stylesheet", () => {
  it("inlines every part and stays within 30 kB gzip", () => {
    const css = shipped();
    expect(css).not.toContain("@import");
    expect(css).toContain(".vt-drag-preview");
    expect(gzipSync(css).length).toBeLessThanOrEqual(BUDGET);
  });
});
