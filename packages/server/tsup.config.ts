import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts", "src/main.ts"],
  format: ["esm"],
  platform: "node",
  target: "node24",
  sourcemap: true,
  clean: true,
  // Workspace packages are bundled from source so the server runs without building them first.
  noExternal: [/^@vitrine\//],
  // The page renderer (editor-react, bundled above) brings React and its component libraries; they are
  // CommonJS or load Node built-ins, so they are loaded from node_modules rather than bundled.
  external: [
    "react",
    "react-dom",
    /^react\//,
    /^react-dom\//,
    /^swiper/,
    /^lexical/,
    /^@lexical\//,
    // The rich-text sanitiser's library is CommonJS requiring Node built-ins (postcss): loaded, not bundled.
    /^sanitize-html/,
  ],
});
