import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contrastRatio, tokensOf } from "./contrast";

// Text on the editor's surfaces reaches WCAG AA (4.5:1) in both themes.
const css = readFileSync(new URL("./tokens.css", import.meta.url), "utf8");
const light = tokensOf(css, ":root");
const dark = { ...light, ...tokensOf(css, '[data-vitrine-theme="dark"]') };

const TEXTS = [
  "--vitrine-color-text",
  "--vitrine-color-text-muted",
  "--vitrine-color-primary",
  "--vitrine-color-danger",
];
const SURFACES = ["--vitrine-color-surface", "--vitrine-color-surface-muted", "--vitrine-color-bg"];

describe.each([
  ["light", light],
  ["dark", dark],
])("the %s theme's tokens", (_, tokens) => {
  const colour = (name: string) => tokens[name] ?? "";

  it.each(TEXTS.flatMap((text) => SURFACES.map((surface) => [text, surface])))(
    "%s on %s is at least 4.5:1",
    (text, surface) => {
      expect(contrastRatio(colour(text), colour(surface))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("the label on a primary button is at least 4.5:1", () => {
    const ratio = contrastRatio(
      colour("--vitrine-color-on-primary"),
      colour("--vitrine-color-primary"),
    );
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  it("the warning text on its background is at least 4.5:1", () => {
    const ratio = contrastRatio(
      colour("--vitrine-color-warning"),
      colour("--vitrine-color-warning-bg"),
    );
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
});
