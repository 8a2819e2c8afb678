// The benchmark page: the editor on N generated caption-text components (?n=N), or on N components
// cycling through all 22 built-in types (?n=N&types=all), no sign-in, no server. ?preview=1 also
// opens the live preview; ?containers=1 offers the containers and keeps the page (containers-mode).
// window.__vitrineBench exposes the editor-core
// instance so a browser script can drive and time it.
import { createEditor } from "@vitrine/editor-core";
import { Editor, LivePreviewDialog } from "@vitrine/editor-react";
// The editor's look, as every host imports it: its scroll containers (canvas, side panel, palette)
// are in the stylesheet, and without it the whole page is one column thousands of pixels tall that
// each reorder lays out and paints.
import "@vitrine/editor-react/styles.css";
import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { benchPageFromQuery } from "./bench-document";
import { containersMode, containersRegistry, keepSaved, savedPage } from "./containers-mode";

const search = window.location.search;
const registry = containersMode(search) ? containersRegistry() : undefined;
const editor = createEditor({
  document: (registry && savedPage(registry)) ?? benchPageFromQuery(search),
  ...(registry ? { registry } : {}),
});
if (registry) keepSaved(editor);
(window as unknown as { __vitrineBench: unknown }).__vitrineBench = { editor };

function BenchApp() {
  const [preview, setPreview] = useState(
    new URLSearchParams(window.location.search).has("preview"),
  );
  // When every block is mounted and then drawn, on the page's own clock (from navigation start):
  // the bench reads these beside its own figure, which also holds its browser round trips.
  useEffect(() => {
    performance.mark("vitrine-bench:mounted");
    requestAnimationFrame(() => setTimeout(() => performance.mark("vitrine-bench:drawn"), 0));
  }, []);
  return (
    <Editor editor={editor} onPreview={() => setPreview(true)}>
      {preview && (
        <LivePreviewDialog
          editor={editor}
          previewUrl="/preview.html"
          onClose={() => setPreview(false)}
        />
      )}
    </Editor>
  );
}

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(<BenchApp />);
  document.documentElement.dataset.benchMounted = "true";
}
