// Writes dist/styles.css: src/styles/styles.css with its @import lines replaced by the files they
// name, so a host's bundler gets one file without resolving relative imports inside the package.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const styles = join(root, "src/styles");
const entry = await readFile(join(styles, "styles.css"), "utf8");
const parts = [];
for (const line of entry.split("\n")) {
  const match = /^@import "\.\/([\w-]+\.css)";$/.exec(line.trim());
  parts.push(match ? await readFile(join(styles, match[1]), "utf8") : line);
}
await mkdir(join(root, "dist"), { recursive: true });
await writeFile(join(root, "dist/styles.css"), parts.join("\n"));
