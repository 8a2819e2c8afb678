// Builds the storefront's enhancement scripts (one file per component kind, see entries/) into
// the folder the server serves under /s/assets/. Run by the server's `npm run build` (Node runs
// this TypeScript file directly: it uses only erasable syntax) and by the budget test.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = path.dirname(fileURLToPath(import.meta.url));

/** Where `npm run build` puts them: packages/server/dist/storefront-assets. */
export const DEFAULT_OUT_DIR = path.resolve(here, "../../../dist/storefront-assets");

/** The kinds, each its own file: a page links only those it uses. */
export const ENTRY_NAMES = ["carousel", "notice", "form", "product", "beacon"] as const;

export async function buildStorefrontClient(outDir: string = DEFAULT_OUT_DIR): Promise<string[]> {
  fs.mkdirSync(outDir, { recursive: true });
  await build({
    entryPoints: ENTRY_NAMES.map((name) => path.join(here, "entries", `${name}.ts`)),
    outdir: outDir,
    bundle: true,
    format: "esm",
    minify: true,
    // Phones' browsers of the last few years: module scripts, optional chaining, Web Animations.
    target: ["chrome80", "safari14", "firefox80"],
    platform: "browser",
    legalComments: "none",
    logLevel: "warning",
  });
  return ENTRY_NAMES.map((name) => path.join(outDir, `${name}.js`));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = await buildStorefrontClient(process.argv[2] ?? DEFAULT_OUT_DIR);
  console.log(`storefront scripts: ${files.map((f) => path.basename(f)).join(", ")}`);
}
