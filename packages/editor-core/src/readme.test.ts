import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// Every ```ts block of the README runs as its own module; its assert calls are the checks.
const readme = fs.readFileSync(fileURLToPath(new URL("../README.md", import.meta.url)), "utf8");
const snippets = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] ?? "");
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "editor-core-readme-"));

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("README snippets", () => {
  it("has snippets to run", () => {
    expect(snippets.length).toBeGreaterThanOrEqual(8);
  });

  snippets.forEach((code, index) => {
    const firstLine = code.split("\n").find((line) => !line.startsWith("import")) ?? "";
    it(`runs snippet ${index + 1}: ${firstLine.slice(0, 60)}`, async () => {
      const file = path.join(folder, `snippet-${index + 1}.ts`);
      fs.writeFileSync(file, code);
      await import(/* @vite-ignore */ pathToFileURL(file).href);
    });
  });
});
