import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Tests import sibling packages from source, so no build is needed before `npm run test:unit`.
const src = (p: string) => fileURLToPath(new URL(`./packages/${p}`, import.meta.url));
const alias = [
  { find: /^@vitrine\/editor-core$/, replacement: src("editor-core/src/index.ts") },
  { find: /^@vitrine\/editor-react$/, replacement: src("editor-react/src/index.ts") },
  { find: /^@vitrine\/editor-react\/server$/, replacement: src("editor-react/src/server.ts") },
  { find: /^@vitrine\/media-uploader$/, replacement: src("media-uploader/src/index.ts") },
  { find: /^@vitrine\/media-uploader\/react$/, replacement: src("media-uploader/src/react.ts") },
  { find: /^@vitrine\/sku$/, replacement: src("sku/src/index.ts") },
  { find: /^@vitrine\/sku\/react$/, replacement: src("sku/src/react.ts") },
];

const clientPackages = "packages/{editor-core,editor-react,media-uploader,sku,admin-app}";

// No verdict may depend on how busy the machine is (issue 17): a timeout only stops a hung test, it
// is no speed budget (bench/ measures speed). On the shared 2 cores a file's first antd render has
// taken 7 s and a PGlite start over 10 s; under a full CI load several times that.
const patient = { testTimeout: 120_000, hookTimeout: 120_000 };

export default defineConfig({
  resolve: { alias },
  test: {
    // `npm run test:unit` reports editor-core's coverage and fails below 90% of lines (issue 3).
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
          include: [`${clientPackages}/src/**/*.test.ts`, "docs/**/*.test.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "unit-dom",
          environment: "jsdom",
          ...patient,
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
          ...patient,
          // Each file starts its own PGlite; two at a time keeps a 2-core machine responsive.
          maxWorkers: 2,
        },
      },
    ],
  },
});
