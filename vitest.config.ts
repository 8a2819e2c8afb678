import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Tests import sibling packages from source, so no build is needed before `npm run test:unit`.
const src = (p: string) => fileURLToPath(new URL(`./packages/${p}`, import.meta.url));
const alias = [
  { find: /^@vitrine\/contract$/, replacement: src("contract/src/index.ts") },
  { find: /^@vitrine\/editor-core$/, replacement: src("editor-core/src/index.ts") },
  {
    find: /^@vitrine\/editor-core\/field-messages$/,
    replacement: src("editor-core/src/field-messages.ts"),
  },
  {
    find: /^@vitrine\/editor-react\/styles\.css$/,
    replacement: src("editor-react/src/styles/styles.css"),
  },
  { find: /^@vitrine\/editor-react$/, replacement: src("editor-react/src/index.ts") },
  { find: /^@vitrine\/editor-react\/media$/, replacement: src("editor-react/src/media/index.ts") },
  {
    find: /^@vitrine\/editor-react\/rich-text$/,
    replacement: src("editor-react/src/rich-text/index.ts"),
  },
  { find: /^@vitrine\/editor-react\/server$/, replacement: src("editor-react/src/server.ts") },
  { find: /^@vitrine\/media-uploader$/, replacement: src("media-uploader/src/index.ts") },
  { find: /^@vitrine\/media-uploader\/react$/, replacement: src("media-uploader/src/react.ts") },
  {
    find: /^@vitrine\/media-uploader\/uploader$/,
    replacement: src("media-uploader/src/uploader.ts"),
  },
  { find: /^@vitrine\/sku$/, replacement: src("sku/src/index.ts") },
  { find: /^@vitrine\/sku\/react$/, replacement: src("sku/src/react.ts") },
];

const clientPackages = "packages/{contract,editor-core,editor-react,media-uploader,sku,admin-app}";

// No verdict may depend on how busy the machine is (issue 17): a timeout only stops a hung test, it
// is no speed budget (bench/ measures speed). On the shared 2 cores a file's first antd render has
// taken 7 s and a PGlite start over 10 s; under a full CI load several times that.
const patient = { testTimeout: 120_000, hookTimeout: 120_000 };

// The unit files share their workers (issue 17): each worker imports React, antd, Lexical and jsdom
// once for all its files instead of once per file, which was most of the unit layer's 12.6 minutes.
// So a unit test file must leave nothing behind for the next one: restore fake timers, stubbed
// globals and patched prototypes in afterEach, create stores, registries and i18n instances per
// test, never change a module's state at import, and do not use vi.mock (a module an earlier file
// imported stays unmocked). vitest.setup-dom.ts gives every DOM file empty storage, no cookies and
// the root URL. docs/ARCHITECTURE.md "Tests" says the same.
const sharedWorkers = { isolate: false };

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker less than the cores: one on the 2-core CI machine.
    maxWorkers: 2,
    // `npm run test:unit` reports editor-core's coverage and fails below 90% of lines (issue 3). It is
    // taken from the unit-node run (editor-core runs in Node; its own tests cover 99% of its lines),
    // so the DOM files run without coverage's instrumentation.
    coverage: {
      provider: "v8",
      include: ["packages/editor-core/src/**/*.ts"],
      exclude: ["**/*.test.ts", "**/index.ts"],
      reporter: ["text-summary"],
      thresholds: { lines: 90 },
    },
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit-node",
          environment: "node",
          ...patient,
          ...sharedWorkers,
          include: [`${clientPackages}/src/**/*.test.ts`, "docs/**/*.test.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "unit-dom",
          environment: "jsdom",
          ...patient,
          ...sharedWorkers,
          include: [`${clientPackages}/src/**/*.test.tsx`],
          setupFiles: ["./vitest.setup-dom.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "server",
          environment: "node",
          include: ["packages/server/src/**/*.test.ts"],
          // One migrated PGlite, dumped once; each file's server loads it instead of migrating.
          globalSetup: ["./packages/server/src/testing/pglite-image.global-setup.ts"],
          ...patient,
          // Each file starts its own PGlite; two at a time keeps a 2-core machine responsive.
          maxWorkers: 2,
        },
      },
    ],
  },
});
