import { defineConfig, type Options } from "tsup";

const shared: Options = {
  format: ["esm"],
  dts: true,
  sourcemap: true,
  // The build script empties dist/ once: the two builds below run at the same time.
  clean: false,
  target: "es2022",
  external: ["react", "react-dom", "react/jsx-runtime", "antd"],
  // Maps point into the published files without carrying the sources again: they were more than
  // half of each tarball (issue 25).
  esbuildOptions(options) {
    options.sourcesContent = false;
  },
};

export default defineConfig([
  // The framework-free core: usable on a server, so no "use client".
  { ...shared, entry: { index: "src/index.ts" } },
  // The React editor is a client component (Next.js app router); its chunks are its own.
  {
    ...shared,
    entry: { react: "src/react.ts" },
    banner: { js: '"use client";' },
    esbuildOptions(options, context) {
      shared.esbuildOptions?.(options, context);
      options.chunkNames = "react/[name]-[hash]";
    },
  },
]);
