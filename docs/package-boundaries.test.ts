// The boundary check of `check:packages` (scripts/packages/check-imports.mjs), run on tiny trees
// written for each case: it must pass a clean tree and name each undeclared import and arrow up.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script, without types.
import { checkImports } from "../scripts/packages/check-imports.mjs";

const trees: string[] = [];
afterEach(() => {
  for (const tree of trees.splice(0)) fs.rmSync(tree, { recursive: true, force: true });
});

/** A tree: the root manifest, then each package's manifest and files by folder name. */
function tree(packages: Record<string, { manifest: object; files: Record<string, string> }>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "boundaries-"));
  trees.push(root);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write("package.json", JSON.stringify({ devDependencies: { vitest: "1" } }));
  for (const [folder, { manifest, files }] of Object.entries(packages)) {
    write(`packages/${folder}/package.json`, JSON.stringify(manifest));
    for (const [file, text] of Object.entries(files)) write(`packages/${folder}/${file}`, text);
  }
  return root;
}

const core = {
  manifest: { name: "@vitrine/editor-core" },
  files: { "src/index.ts": "export {};" },
};
const server = (files: Record<string, string>, dependencies: Record<string, string> = {}) => ({
  manifest: { name: "@vitrine/server", dependencies },
  files,
});

describe("check-imports", () => {
  it("passes declared imports, builtins, relative files and root tools in tests", () => {
    const root = tree({
      "editor-core": core,
      server: server(
        {
          "src/a.ts": [
            'import fastify from "fastify";',
            'import { readFileSync } from "node:fs";',
            'import { b } from "./b.js";',
            'import type { X } from "@vitrine/editor-core";',
            "// a comment that says import x from 'undeclared' is no import",
          ].join("\n"),
          "src/a.test.ts": 'import { it } from "vitest";',
        },
        { fastify: "5", "@vitrine/editor-core": "0.1.0" },
      ),
    });
    expect(checkImports(root)).toEqual([]);
  });

  it("fails on a package the importing workspace does not declare", () => {
    const root = tree({
      server: server({
        "src/a.ts": 'import dayjs from "dayjs";\nconst x = await import("lexical");',
      }),
    });
    expect(checkImports(root)).toEqual([
      "packages/server/src/a.ts: imports dayjs, which @vitrine/server does not declare",
      "packages/server/src/a.ts: imports lexical, which @vitrine/server does not declare",
    ]);
  });

  it("fails on an arrow up, even when it is declared", () => {
    const root = tree({
      "editor-core": {
        manifest: { name: "@vitrine/editor-core", dependencies: { "@vitrine/server": "0.1.0" } },
        files: { "src/index.ts": 'export { app } from "@vitrine/server";' },
      },
      server: server({ "src/index.ts": "export const app = 1;" }),
    });
    expect(checkImports(root)).toEqual([
      "packages/editor-core/src/index.ts: editor-core -> @vitrine/server is not an allowed arrow between packages",
    ]);
  });

  it("lets the server import editor-react's /server entry only", () => {
    const root = tree({
      "editor-react": { manifest: { name: "@vitrine/editor-react" }, files: {} },
      server: server(
        {
          "src/html.ts": 'import { renderPageToHtml } from "@vitrine/editor-react/server";',
          "src/ui.ts": 'import { Editor } from "@vitrine/editor-react";',
        },
        { "@vitrine/editor-react": "0.1.0" },
      ),
    });
    expect(checkImports(root)).toEqual([
      "packages/server/src/ui.ts: server -> @vitrine/editor-react is not an allowed arrow between packages",
    ]);
  });

  it("refuses the admin app any import of server source, from tests and by relative path too", () => {
    const root = tree({
      "admin-app": {
        manifest: { name: "@vitrine/admin-app", devDependencies: { "@vitrine/server": "0.1.0" } },
        files: {
          "src/menu.test.ts": 'import { seedMenuTree } from "../../server/src/seed/menu-tree";',
          "test/helper.ts": 'import { app } from "@vitrine/server";',
          "src/own.ts": 'import { b } from "./b";',
        },
      },
      server: server({ "src/seed/menu-tree.ts": "export const seedMenuTree = [];" }),
    });
    expect(checkImports(root)).toEqual([
      "packages/admin-app/src/menu.test.ts: admin-app -> ../../server/src/seed/menu-tree reaches server, which it may never import",
      "packages/admin-app/test/helper.ts: admin-app -> @vitrine/server reaches server, which it may never import",
    ]);
  });
});
