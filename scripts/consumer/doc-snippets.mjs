// The code blocks of the SDK docs, compiled as a host compiles them (issue 35): every ```ts and
// ```tsx block of the guides below becomes a module in the consumer app's src/docs/, so the app's
// tsc (strict, exactOptionalPropertyTypes, no skipLibCheck) type-checks each one against the packed
// tarballs, on React 19 and React 18. A doc that drifts from the packages fails test:consumer.
// A block shows one idea, so the names it takes as given (the host's `editor`, `file`, `api`, ...)
// are declared once, with their types, in doc-globals.d.ts; a block's own declarations win.
// editor-core's README blocks are not here: editor-core/src/readme.test.ts runs them.
import fs from "node:fs";
import path from "node:path";

export const DOCUMENTS = [
  "docs/EMBEDDING.md",
  "packages/editor-react/README.md",
  "packages/media-uploader/README.md",
  "packages/sku/README.md",
];

/** Every ts/tsx block of DOCUMENTS, with where it comes from. */
export function docSnippets(root) {
  return DOCUMENTS.flatMap((document) => {
    const text = fs.readFileSync(path.join(root, document), "utf8");
    return [...text.matchAll(/^```(tsx?)\n([\s\S]*?)^```$/gm)].map((match, index) => ({
      document,
      index: index + 1,
      line: text.slice(0, match.index).split("\n").length,
      code: match[2] ?? "",
    }));
  });
}

/** Writes the blocks into `app`/src/docs/ (one module each) with the shared declarations. */
export function writeDocSnippets(root, app) {
  const folder = path.join(app, "src", "docs");
  fs.mkdirSync(folder, { recursive: true });
  fs.copyFileSync(
    path.join(path.dirname(new URL(import.meta.url).pathname), "doc-globals.d.ts"),
    path.join(folder, "doc-globals.d.ts"),
  );
  const snippets = docSnippets(root);
  for (const { document, index, line, code } of snippets) {
    const name = `${document.replace(/[/.]/g, "-").toLowerCase()}-${index}.tsx`;
    // `export {}` makes each block a module: its names stay its own, the globals' stay shadowable.
    fs.writeFileSync(
      path.join(folder, name),
      `// ${document}, block ${index} (line ${line})\n${code}\nexport {};\n`,
    );
  }
  return snippets.length;
}
