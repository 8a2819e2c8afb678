import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

/** The enhancement scripts by the `data-sf` kind that needs them (client/entries/). */
export const SCRIPT_KINDS = ["carousel", "notice", "form", "product", "beacon"] as const;
export type ScriptKind = (typeof SCRIPT_KINDS)[number];

interface Asset {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** A hash of the bytes: the script's address carries it, so the file may be kept a year. */
  version: string;
}

/**
 * Where the built scripts are: VITRINE_STOREFRONT_ASSETS, else the server package's
 * dist/storefront-assets (found from this file, whether it runs from src/ or bundled in dist/).
 */
export function assetsDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.VITRINE_STOREFRONT_ASSETS) return env.VITRINE_STOREFRONT_ASSETS;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5 && !fs.existsSync(path.join(dir, "package.json")); i++)
    dir = path.dirname(dir);
  return path.join(dir, "dist", "storefront-assets");
}

/** The scripts as read once from `dir`; a kind whose file is missing is simply not offered. */
export function loadAssets(dir: string): Map<ScriptKind, Asset> {
  const assets = new Map<ScriptKind, Asset>();
  for (const kind of SCRIPT_KINDS) {
    const file = path.join(dir, `${kind}.js`);
    if (!fs.existsSync(file)) continue;
    const identity = fs.readFileSync(file);
    assets.set(kind, {
      identity,
      gzip: zlib.gzipSync(identity, { level: 9 }),
      br: zlib.brotliCompressSync(identity),
      version: createHash("sha256").update(identity).digest("base64url").slice(0, 12),
    });
  }
  return assets;
}

const KIND_MARK = /data-sf="([a-z]+)"/g;

/** The kinds a page's markup holds (`data-sf="carousel"` ...), each once, in a fixed order. */
export function kindsIn(html: string): ScriptKind[] {
  const found = new Set<string>();
  for (const match of html.matchAll(KIND_MARK)) found.add(match[1] ?? "");
  return SCRIPT_KINDS.filter((kind) => found.has(kind));
}

/** `<script type="module">` tags (from our own origin, versioned) for the kinds a page uses. */
export function scriptTags(html: string, assets: ReadonlyMap<ScriptKind, Asset>): string {
  return kindsIn(html)
    .map((kind) => {
      const asset = assets.get(kind);
      return asset
        ? `<script type="module" src="/s/assets/${kind}.js?v=${asset.version}"></script>`
        : "";
    })
    .filter(Boolean)
    .join("\n");
}

let shared: Map<ScriptKind, Asset> | undefined;

/** The process's scripts, read on first use. */
export function storefrontAssets(): Map<ScriptKind, Asset> {
  shared ??= loadAssets(assetsDir());
  return shared;
}
