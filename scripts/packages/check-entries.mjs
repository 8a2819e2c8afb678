// Checks the built entries of the four libraries as a host's bundler and Node see them (issue 25):
// - editor-react's first chunk (dist/index.js and what it imports statically) has no Lexical, antd,
//   icons, Swiper or dnd-kit and stays within a gzip budget: those load only in lazy chunks or
//   subpaths (dnd-kit with the drag layer, after the first frame);
// - the React bundles start with "use client", the server and framework-free entries do not;
// - the root and server types name no Lexical type (its `Disposable` breaks hosts without skipLibCheck);
// - no published types name Redux Toolkit, or a package the library does not declare;
// - the React and antd peer ranges take React 18 and 19, antd 5 and 6;
// - importing the root and server entries in Node loads neither antd nor Lexical.
// Run after `npm run build`; prints the first chunk's size.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dist = (name, file = "") => path.join(root, "packages", name, "dist", file);
const problems = [];

/** The budget of editor-react's own first-chunk code, gzip (measured 64 kB when set). */
export const FIRST_CHUNK_BUDGET = 80 * 1024;
const HEAVY = /^(lexical|@lexical\/|antd|@ant-design\/|swiper|rc-)/;
/**
 * Lazy in the first chunk's code (their types may be named): the drag layer, the hashers and the
 * rich-text sanitiser (sanitize-html, about 58 kB gzip in a browser).
 */
const LAZY = /^(@dnd-kit\/|spark-md5|hash-wasm|sanitize-html)/;

/** A file and every file it imports statically (relative specifiers), with the bare ones named. */
function staticClosure(entry) {
  const files = new Set();
  const bare = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    const text = fs.readFileSync(file, "utf8");
    // Static `import … from "x"`, `export … from "x"` and `import "x"`; never `import("x")`.
    for (const [, specifier] of text.matchAll(
      /(?:^|[\n;])\s*(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|(?:^|[\n;])\s*import\s*["']([^"']+)["']/g,
    )) {
      if (!specifier) continue;
      if (!specifier.startsWith(".")) bare.add(specifier);
      else {
        const target = path.resolve(path.dirname(file), specifier);
        // A declaration file names its sibling chunks by their .js name.
        visit(file.endsWith(".d.ts") ? target.replace(/\.js$/, ".d.ts") : target);
      }
    }
  };
  visit(entry);
  return { files, bare };
}

// 1. editor-react's first chunk.
const first = staticClosure(dist("editor-react", "index.js"));
let firstGzip = 0;
for (const file of first.files) {
  const text = fs.readFileSync(file);
  firstGzip += gzipSync(text).length;
  if (
    /\blexical\b|LexicalComposer/.test(text.toString()) &&
    /createEditor|\$getRoot/.test(text.toString())
  )
    problems.push(`editor-react: the first chunk ${path.basename(file)} holds Lexical code`);
}
for (const specifier of first.bare)
  if (HEAVY.test(specifier) || LAZY.test(specifier))
    problems.push(
      `editor-react: the first chunk imports ${specifier} (it belongs in a lazy chunk or a subpath)`,
    );
if (firstGzip > FIRST_CHUNK_BUDGET)
  problems.push(
    `editor-react: the first chunk is ${(firstGzip / 1024).toFixed(1)} kB gzip, over its budget of ${FIRST_CHUNK_BUDGET / 1024} kB`,
  );
console.log(
  `editor-react first chunk: ${first.files.size} files, ${(firstGzip / 1024).toFixed(1)} kB gzip ` +
    `(budget ${FIRST_CHUNK_BUDGET / 1024} kB); imports ${[...first.bare].sort().join(", ")}`,
);

// 2. "use client" where React runs in the browser, and nowhere else.
const CLIENT = [
  ["editor-react", "index.js"],
  ["editor-react", "media.js"],
  ["editor-react", "rich-text.js"],
  ["sku", "react.js"],
];
const NOT_CLIENT = [
  ["editor-react", "server.js"],
  ["sku", "index.js"],
  ["editor-core", "index.js"],
  ["media-uploader", "index.js"],
];
const startsUseClient = (file) => /^["']use client["'];?/.test(fs.readFileSync(file, "utf8"));
for (const [name, file] of CLIENT)
  if (!startsUseClient(dist(name, file)))
    problems.push(`${name}: dist/${file} does not start with "use client"`);
for (const [name, file] of NOT_CLIENT)
  for (const reached of staticClosure(dist(name, file)).files)
    if (startsUseClient(reached))
      problems.push(
        `${name}: ${path.relative(dist(name), reached)} (reached from ${file}) starts with "use client"`,
      );

// 3. Types of the root and server entries: no Lexical (nor antd) behind them.
for (const entry of ["index.d.ts", "server.d.ts"]) {
  const types = staticClosure(dist("editor-react", entry));
  for (const specifier of types.bare)
    if (HEAVY.test(specifier))
      problems.push(`editor-react: ${entry} imports types from ${specifier}`);
}

// 4. editor-react installs on its own: its siblings are caret peers (one copy of the core), antd and
// the icons optional peers (a host on another antd, or none, gets no ERESOLVE).
const reactManifest = JSON.parse(
  fs.readFileSync(path.join(root, "packages/editor-react/package.json"), "utf8"),
);
for (const sibling of ["@vitrine/editor-core", "@vitrine/media-uploader"]) {
  if (reactManifest.dependencies?.[sibling])
    problems.push(
      `editor-react: ${sibling} is a dependency (two copies on a mismatch); make it a peer`,
    );
  if (!/^\^/.test(reactManifest.peerDependencies?.[sibling] ?? ""))
    problems.push(`editor-react: ${sibling} is not a peer dependency with a caret range`);
}
for (const optional of ["antd", "@ant-design/icons"])
  if (
    reactManifest.peerDependencies?.[optional] &&
    !reactManifest.peerDependenciesMeta?.[optional]?.optional
  )
    problems.push(`editor-react: the peer ${optional} is not optional`);

// 5. Optional properties accept undefined (hosts under exactOptionalPropertyTypes pass
// `prop={maybe}`): `p?: T | undefined` in every published declaration.
for (const name of ["editor-core", "media-uploader", "sku", "editor-react"]) {
  for (const file of fs.readdirSync(dist(name))) {
    if (!file.endsWith(".d.ts")) continue;
    const lines = fs.readFileSync(dist(name, file), "utf8").split("\n");
    for (const [index, line] of lines.entries()) {
      const optional = /^\s+(?:readonly\s+)?[\w$]+\?:\s*(.+);$/.exec(line);
      if (optional && !/\b(undefined|any|unknown)\b/.test(optional[1]))
        problems.push(
          `${name}: dist/${file}:${index + 1} optional property without undefined: ${line.trim()}`,
        );
    }
  }
}

// 6. Public types name only packages the library declares, and no state library: Redux Toolkit's
// own declarations fail a host's tsc under exactOptionalPropertyTypes without skipLibCheck, and
// redux-undo's name redux, which a strict installation (pnpm) does not give it (issue 35).
const STATE_LIBRARIES = new Set(["@reduxjs/toolkit", "redux", "redux-undo", "react-redux"]);
const packageOf = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");
for (const name of ["editor-core", "media-uploader", "sku", "editor-react"]) {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(root, "packages", name, "package.json"), "utf8"),
  );
  const declared = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
  for (const file of fs.readdirSync(dist(name))) {
    if (!file.endsWith(".d.ts")) continue;
    for (const specifier of staticClosure(dist(name, file)).bare) {
      const from = packageOf(specifier);
      if (STATE_LIBRARIES.has(from))
        problems.push(`${name}: dist/${file} names types of ${from} (keep the store opaque)`);
      else if (!declared.has(from) && !from.startsWith("node:"))
        problems.push(`${name}: dist/${file} names types of ${from}, which it does not declare`);
    }
  }
}

// 7. React 18 and 19 hosts install every React package without --legacy-peer-deps, and hosts on
// antd 5 or 6 the media dialogs and the variant editor (issue 35).
const PEER_RANGES = {
  react: "^18.2.0 || ^19.0.0",
  "react-dom": "^18.2.0 || ^19.0.0",
  antd: "^5.0.0 || ^6.0.0",
};
for (const name of ["media-uploader", "sku", "editor-react"]) {
  const { peerDependencies = {} } = JSON.parse(
    fs.readFileSync(path.join(root, "packages", name, "package.json"), "utf8"),
  );
  for (const [peer, range] of Object.entries(PEER_RANGES))
    if (peer in peerDependencies && peerDependencies[peer] !== range)
      problems.push(`${name}: the peer ${peer} is "${peerDependencies[peer]}", not "${range}"`);
}

// 8. Importing the entries in Node: what loads.
const probe = `
import { registerHooks } from "node:module";
const loaded = [];
registerHooks({ resolve(specifier, context, next) { const r = next(specifier, context); loaded.push(r.url); return r; } });
const started = performance.now();
await import("@vitrine/editor-react");
await import("@vitrine/editor-react/server");
console.log(JSON.stringify({ ms: Math.round(performance.now() - started), loaded }));
`;
const answer = JSON.parse(
  execFileSync(process.execPath, ["--input-type=module", "-e", probe], {
    cwd: root,
    encoding: "utf8",
  }),
);
const heavyLoaded = answer.loaded.filter((url) =>
  /node_modules\/(antd|@ant-design|lexical|@lexical)\//.test(url),
);
if (heavyLoaded.length)
  problems.push(
    `editor-react: importing the root and server entries in Node loads ${heavyLoaded.slice(0, 3).join(", ")}`,
  );
console.log(
  `Node import of editor-react (root and server): ${answer.ms} ms, ${answer.loaded.length} modules resolved`,
);

if (problems.length) {
  console.error(`\nEntry problems:\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
console.log("The entries load only what they should.");
