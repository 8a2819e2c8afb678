import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts", "src/react.ts", "src/hash-worker.ts"],
  format: ["esm"],
  dts: true,
  sourcemap: true,
  // Maps point into the published files without carrying the sources again: they were more than
  // half of each tarball (issue 25).
  esbuildOptions(options) {
    options.sourcesContent = false;
  },
  clean: true,
  target: "es2022",
  external: ["react", "react/jsx-runtime"],
});
