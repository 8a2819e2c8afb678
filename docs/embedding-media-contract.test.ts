import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");
const guide = read("./EMBEDDING.md");
const section = guide.split(/^## /m).find((part) => part.startsWith("Media and uploads")) ?? "";

/** Every server path a client source calls: "/api/..." literals and the chunk calls. */
function calledPaths(source: string): string[] {
  const literal = [...source.matchAll(/["`](\/api\/[\w/]+)/g)].map(([, path = ""]) => path);
  const chunk = [...source.matchAll(/`\$\{chunkPath\}(\/\w+)`/g)].map(([, p]) => `/api/upload${p}`);
  return [...literal, ...chunk];
}

describe("docs/EMBEDDING.md, media and upload contract", () => {
  it("documents every call the media api and the uploader make", () => {
    const paths = [
      ...calledPaths(read("../packages/editor-react/src/media/http-media-api.ts")),
      ...calledPaths(read("../packages/media-uploader/src/upload-api.ts")),
    ];
    expect(paths.length).toBeGreaterThan(8);
    for (const path of new Set(paths)) expect(section, path).toContain(path);
  });
});
