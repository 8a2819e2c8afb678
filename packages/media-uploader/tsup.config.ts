import { defineConfig } from "tsup";

export default defineConfig({
  // uploader.ts on its own: hosts that fetch the upload code when first needed import only it.
  entry: ["src/index.ts", "src/react.ts", "src/uploader.ts", "src/hash-worker.ts"],
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
