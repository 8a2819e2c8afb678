import { createEditor, type EditorInstance, type PageDocument } from "@vitrine/editor-core";
import { Editor, PageRenderer } from "@vitrine/editor-react";
import { useState } from "react";
import { components } from "./countdown";

// One editor for the page's life, as the README's minimal example has it.
// `EditorInstance`, not `Editor`: that name is the React component's.
const editor: EditorInstance = createEditor();

// Under exactOptionalPropertyTypes a host may still pass a prop that is sometimes undefined.
const logDirty: ((dirty: boolean) => void) | undefined = import.meta.env.DEV
  ? (dirty) => console.info("dirty", dirty)
  : undefined;

export function App() {
  const [page, setPage] = useState<PageDocument | null>(null);
  const [changes, setChanges] = useState(0);
  return (
    <main>
      <div style={{ height: 640 }}>
        <Editor
          editor={editor}
          locale="en"
          components={components}
          onChange={() => setChanges((count) => count + 1)}
          onDirtyChange={logDirty}
        />
      </div>
      <p>
        <output aria-label="Changes">{changes}</output>{" "}
        <button type="button" onClick={() => setPage(editor.getDocument())}>
          Render the page
        </button>
      </p>
      {page && (
        <section aria-label="Rendered page">
          <PageRenderer document={page} locale="en" components={components} />
        </section>
      )}
    </main>
  );
}
