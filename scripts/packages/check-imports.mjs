// The package boundaries (issue 37): every bare import in a workspace's sources names a package
// that workspace declares (working only because npm hoisted it is not enough: a consumer, a
// deploy with `--workspace`, or a hoisting change breaks it), and no import between our packages
// runs against the allowed arrows below. Test, story and config files may also use the root's
// devDependencies (vitest, Testing Library, Storybook), which only ever run in this repository.
// `node scripts/packages/check-imports.mjs [root]`; exits 1 with the list of problems.
import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Which of our packages a package may import, by folder name ("editor-react/server": only that subpath). */
export const ALLOWED_ARROWS = {
  "admin-app": ["editor-react", "sku", "media-uploader", "editor-core", "contract"],
  "editor-react": ["editor-core", "media-uploader"],
  server: ["editor-core", "editor-react/server", "contract"],
  "editor-core": [],
  contract: [],
  "media-uploader": [],
  sku: [],
};

/**
 * Packages another may never reach, not even from its tests nor by a relative path: the admin app
 * reads what it shares with the server from the contract, so a copy of server source cannot creep
 * back in through a test helper (issue 37).
 */
export const NEVER_REACHES = { "admin-app": ["server"] };

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
// Files that run only here: tests, stories, their helpers and build scripts.
const DEV_ONLY_FILE =
  /\.(?:test|spec|stories|story)\.[cm]?[jt]sx?$|(?:^|[/-])(?:test-[\w-]+|[\w-]+-test-utils|testing|fuzz-[\w-]+|[\w-]+\.config)\.[cm]?[jt]sx?$|\/(?:scripts|test|__tests__)\//;
const SKIPPED_DIRS = new Set(["node_modules", "dist", "coverage", "storybook-static"]);
// Static imports and re-exports, side-effect imports, dynamic import() and vi.mock("x").
const SPECIFIER =
  /(?:^|[\n;])\s*(?:import|export)\s+(?:type\s+)?[\w*${},\s]+?\s+from\s*["']([^"']+)["']|(?:^|[\n;])\s*import\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;
// Comments are dropped first: prose such as "import the file from 'x'" is no import.
const COMMENTS = /\/\*[\s\S]*?\*\/|(?<![:"'`\w])\/\/[^\n]*/g;
const BUILTINS = new Set(builtinModules);

/** The package a bare specifier names: `@scope/name` or `name`. */
export function packageOf(specifier) {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

function* sourceFiles(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name) || entry.name.startsWith(".")) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) yield full;
  }
}

/** The workspace folder a specifier lands in: by its package name, or where a relative path leads. */
function reachedPackage(specifier, file, packagesDir, folderOf) {
  if (!specifier.startsWith(".") && !specifier.startsWith("/"))
    return folderOf.get(packageOf(specifier));
  const target = path.relative(packagesDir, path.resolve(path.dirname(file), specifier));
  if (target.startsWith("..") || path.isAbsolute(target)) return undefined;
  return target.split(path.sep)[0];
}

const declared = (manifest) =>
  new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
    ...Object.keys(manifest.optionalDependencies ?? {}),
  ]);

/** The problems of the tree at `root` (its packages/* workspaces), one sentence each. */
export function checkImports(root) {
  const readJson = (file) => JSON.parse(fs.readFileSync(file, "utf8"));
  const rootManifest = readJson(path.join(root, "package.json"));
  const rootDev = declared(rootManifest);
  const packagesDir = path.join(root, "packages");
  const workspaces = fs
    .readdirSync(packagesDir)
    .filter((name) => fs.existsSync(path.join(packagesDir, name, "package.json")));
  const folderOf = new Map(
    workspaces.map((name) => [readJson(path.join(packagesDir, name, "package.json")).name, name]),
  );
  const problems = [];
  for (const name of workspaces) {
    const folder = path.join(packagesDir, name);
    const manifest = readJson(path.join(folder, "package.json"));
    const own = declared(manifest);
    const allowed = ALLOWED_ARROWS[name];
    for (const file of sourceFiles(folder)) {
      const relative = path.relative(root, file).split(path.sep).join("/");
      const text = fs.readFileSync(file, "utf8").replace(COMMENTS, "");
      const devOnly =
        DEV_ONLY_FILE.test(relative) || /(?:^|\/)[\w.-]+\.config\.[cm]?[jt]s$/.test(relative);
      for (const match of text.matchAll(SPECIFIER)) {
        const specifier = match[1] ?? match[2] ?? match[3];
        if (!specifier) continue;
        const reached = reachedPackage(specifier, file, packagesDir, folderOf);
        if (reached && reached !== name && NEVER_REACHES[name]?.includes(reached))
          problems.push(
            `${relative}: ${name} -> ${specifier} reaches ${reached}, which it may never import`,
          );
        if (specifier.startsWith(".") || specifier.startsWith("/")) continue;
        if (specifier.startsWith("node:") || BUILTINS.has(specifier)) continue;
        if (/^(?:virtual:|~|#)/.test(specifier)) continue;
        const pkg = packageOf(specifier);
        if (pkg === manifest.name) continue;
        const target = folderOf.get(pkg);
        if (target && allowed && !devOnly) {
          const subpath = specifier.slice(pkg.length);
          const arrow = allowed.includes(target) || allowed.includes(`${target}${subpath}`);
          if (!arrow)
            problems.push(
              `${relative}: ${name} -> ${specifier} is not an allowed arrow between packages`,
            );
        }
        if (!own.has(pkg) && !(devOnly && rootDev.has(pkg)))
          problems.push(`${relative}: imports ${pkg}, which ${manifest.name} does not declare`);
      }
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "../.."),
  );
  const problems = checkImports(root);
  if (problems.length) {
    console.error(`Import problems:\n- ${problems.join("\n- ")}`);
    process.exit(1);
  }
  console.log("Every import is declared and no arrow runs up between the packages.");
}
