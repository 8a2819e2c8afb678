// publint and "are the types wrong" on the tarball of each of the four libraries (issue 25): the
// exports map, the files it points at and the types every resolution mode sees. ESM only by choice:
// the one rule ignored is attw's "CommonJS resolves to ESM" (`require()` of these packages needs
// Node's require(esm), Node 20.19 or 22.12 and later). Run after `npm run build`.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { publint } from "publint";
import { formatMessage } from "publint/utils";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const LIBRARIES = ["editor-core", "media-uploader", "sku", "editor-react"];
const packed = fs.mkdtempSync(path.join(os.tmpdir(), "vitrine-lint-packages-"));
const problems = [];

try {
  for (const name of LIBRARIES) {
    const folder = path.join(root, "packages", name);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, "package.json"), "utf8"));
    const [{ filename }] = JSON.parse(
      execFileSync("npm", ["pack", "--json", "--ignore-scripts", "--pack-destination", packed], {
        cwd: folder,
        encoding: "utf8",
      }),
    );
    const tarball = path.join(packed, filename);

    const { messages } = await publint({
      pkgDir: "package",
      strict: true,
      pack: { tarball: fs.readFileSync(tarball).buffer },
    });
    for (const message of messages)
      problems.push(
        `${manifest.name} (publint ${message.type}): ${formatMessage(message, manifest)}`,
      );

    // A stylesheet export ("./styles.css") has no types to check.
    const assets = Object.entries(manifest.exports)
      .filter(([, target]) => typeof target === "string" && !/\.[cm]?js$/.test(target))
      .map(([entry]) => entry);
    const exclude = assets.length ? ["--exclude-entrypoints", ...assets] : [];
    try {
      execFileSync(
        "npx",
        ["attw", tarball, "--ignore-rules", "cjs-resolves-to-esm", "--format", "ascii", ...exclude],
        { cwd: root, encoding: "utf8", stdio: "pipe" },
      );
    } catch (failure) {
      problems.push(`${manifest.name} (are the types wrong):\n${failure.stdout}${failure.stderr}`);
    }
    console.log(
      `${manifest.name}: publint ${messages.length ? "found problems" : "clean"}, attw done`,
    );
  }
} finally {
  fs.rmSync(packed, { recursive: true, force: true });
}

if (problems.length) {
  console.error(`\nPackaging lint:\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
console.log("publint and are-the-types-wrong find nothing wrong in the four libraries.");
