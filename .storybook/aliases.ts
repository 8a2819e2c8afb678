import { fileURLToPath } from "node:url";

// Stories import sibling packages from source, as the tests do, so no library build is needed.
const src = (p: string) => fileURLToPath(new URL(`../packages/${p}`, import.meta.url));

export const workspaceAliases = [
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
  { find: /^@vitrine\/media-uploader$/, replacement: src("media-uploader/src/index.ts") },
  { find: /^@vitrine\/media-uploader\/react$/, replacement: src("media-uploader/src/react.ts") },
  {
    find: /^@vitrine\/media-uploader\/uploader$/,
    replacement: src("media-uploader/src/uploader.ts"),
  },
  { find: /^@vitrine\/sku$/, replacement: src("sku/src/index.ts") },
  { find: /^@vitrine\/sku\/react$/, replacement: src("sku/src/react.ts") },
];
