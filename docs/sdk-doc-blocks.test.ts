import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DOCUMENTS, docSnippets } from "../scripts/consumer/doc-snippets.mjs";

const root = new URL("../", import.meta.url).pathname;

// The consumer test compiles every ts/tsx block of the SDK docs (scripts/consumer/doc-snippets.mjs).
// This keeps a block from slipping past it under another fence.
describe("the SDK docs' code blocks", () => {
  it("are all found by the consumer test's extraction", () => {
    const snippets = docSnippets(root);
    for (const document of DOCUMENTS)
      expect(
        snippets.some((snippet) => snippet.document === document),
        document,
      ).toBe(true);
    expect(snippets.length).toBeGreaterThanOrEqual(18);
  });

  it("are fenced as ts or tsx when they are code (sh for install lines)", () => {
    for (const document of DOCUMENTS) {
      const fences = [...readFileSync(`${root}${document}`, "utf8").matchAll(/^```(\S*)$/gm)];
      // Every second fence closes a block; the opening ones carry the language.
      const languages = fences.filter((_, index) => index % 2 === 0).map((fence) => fence[1]);
      for (const language of languages)
        expect(["ts", "tsx", "sh"], `${document}: a \`\`\`${language} block`).toContain(language);
    }
  });
});
