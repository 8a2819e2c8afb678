// Checks what the four libraries would publish (issue 25): each tarball carries its LICENSE and
// README, every export answers both `import` and `default` with types, its types import only
// declared packages, source maps do not embed the sources again, and the package says it is public. Run after `npm run build`; prints sizes.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const LIBRARIES = ["editor-core", "media-uploader", "sku", "editor-react"];
const problems = [];

for (const name of LIBRARIES) {
  const folder = path.join(root, "packages", name);
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, "package.json"), "utf8"));
  const [packed] = JSON.parse(
    execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
      cwd: folder,
      encoding: "utf8",
    }),
  );
  const files = new Set(packed.files.map((file) => file.path));
  for (const needed of ["LICENSE", "README.md", "package.json"]) {
    if (!files.has(needed)) problems.push(`${manifest.name}: the tarball lacks ${needed}`);
  }
  if (manifest.publishConfig?.access !== "public")
    problems.push(`${manifest.name}: publishConfig.access is not "public"`);
  for (const [entry, conditions] of Object.entries(manifest.exports)) {
    // A stylesheet (editor-react's styles.css) is one file: no types, no conditions.
    if (typeof conditions === "string") {
      if (!files.has(conditions.replace(/^\.\//, "")))
        problems.push(`${manifest.name} "${entry}": ${conditions} is not in the tarball`);
      continue;
    }
    for (const condition of ["types", "import", "default"]) {
      const target = conditions[condition];
      if (!target) problems.push(`${manifest.name} "${entry}": no "${condition}" condition`);
      else if (!files.has(target.replace(/^\.\//, "")))
        problems.push(`${manifest.name} "${entry}": ${condition} ${target} is not in the tarball`);
    }
  }
  // Types may only name packages the library declares: a strict installation (pnpm) has no others.
  const declared = new Set([
    manifest.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
  for (const file of files) {
    if (!file.endsWith(".d.ts")) continue;
    const text = fs.readFileSync(path.join(folder, file), "utf8");
    // A specifier holds no space: prose in a doc comment (`shown with 起 ("from")`) is no import.
    for (const [, specifier] of text.matchAll(
      /\b(?:from|import\()\s*['"]([^'".\s][^'"\s]*)['"]/g,
    )) {
      const name = specifier.startsWith("@")
        ? specifier.split("/").slice(0, 2).join("/")
        : specifier.split("/")[0];
      if (!declared.has(name) && !name.startsWith("node:"))
        problems.push(`${manifest.name}: ${file} imports ${specifier}, which it does not declare`);
    }
  }
  let mapBytes = 0;
  for (const file of files) {
    if (!file.endsWith(".map")) continue;
    const text = fs.readFileSync(path.join(folder, file), "utf8");
    mapBytes += text.length;
    if (JSON.parse(text).sourcesContent?.some((source) => source != null))
      problems.push(`${manifest.name}: ${file} embeds its sources`);
  }
  console.log(
    `${manifest.name}: ${packed.entryCount} files, tarball ${(packed.size / 1024).toFixed(1)} kB ` +
      `(unpacked ${(packed.unpackedSize / 1024).toFixed(1)} kB, of which maps ${(mapBytes / 1024).toFixed(1)} kB)`,
  );
}

if (problems.length) {
  console.error(`\nPackage problems:\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
console.log("The four libraries would publish as intended.");
