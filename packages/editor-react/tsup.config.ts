import { defineConfig, type Options } from "tsup";

const shared: Options = {
  format: ["esm"],
  dts: true,
  sourcemap: true,
  // The build script empties dist/ once: the two builds below run at the same time.
  clean: false,
  target: "es2022",
  external: ["react", "react-dom", "react/jsx-runtime", "antd", /^@ant-design\//, /^@vitrine\//],
};

// Maps point into the published files without carrying the sources again: they were more than
// half of each tarball (issue 25).
const noSourcesContent: Options["esbuildOptions"] = (options) => {
  options.sourcesContent = false;
};

export default defineConfig([
  {
    // The browser entries start with "use client" (Next.js app router: the editor, the media
    // dialogs and the rich text editor are client components). Their lazy chunks too.
    ...shared,
    entry: {
      index: "src/index.ts",
      media: "src/media/index.ts",
      "rich-text": "src/rich-text/index.ts",
    },
    banner: { js: '"use client";' },
    esbuildOptions: noSourcesContent,
  },
  {
    // renderPageToHtml runs on the server: no "use client", and chunks of its own so a chunk
    // with the banner is never shared with it.
    ...shared,
    entry: { server: "src/server.ts" },
    esbuildOptions(options, context) {
      noSourcesContent(options, context);
      options.chunkNames = "server/[name]-[hash]";
    },
  },
]);
