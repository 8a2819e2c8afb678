import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress";

// The app builds sibling packages from source, as the tests do, so no library build is needed first.
const src = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));
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

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react(), precompress()],
  resolve: { alias },
  build: {
    outDir: fileURLToPath(new URL("./dist", import.meta.url)),
    emptyOutDir: true,
    // The app, the light live-preview frame and the editor benchmark page.
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL("./index.html", import.meta.url)),
        preview: fileURLToPath(new URL("./preview.html", import.meta.url)),
        "editor-bench": fileURLToPath(new URL("./editor-bench.html", import.meta.url)),
      },
    },
  },
  server: {
    // The API server (npm start, port 8080) answers /api; the dev server serves the app.
    proxy: { "/api": "http://127.0.0.1:8080" },
  },
});
