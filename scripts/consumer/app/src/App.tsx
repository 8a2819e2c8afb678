import {
  createEditor,
  type EditorInstance,
  type PageDocument,
  parseDocument,
} from "@vitrine/editor-core";
import { Editor, PageRenderer } from "@vitrine/editor-react";
import { useState } from "react";
import { components } from "./countdown";
import { promoBox } from "./promo-box";

/** The host's components, the countdown and the promo box container: one list for both. */
const hostComponents = [...components, promoBox];

// The host saves through onChange into localStorage, and opens what it saved there.
const STORAGE = "consumer-page";
const stored = localStorage.getItem(STORAGE);

// One editor for the page's life, as the README's minimal example has it.
// `EditorInstance`, not `Editor`: that name is the React component's.
const editor: EditorInstance = createEditor(
  stored ? { document: parseDocument(JSON.parse(stored)) } : {},
);

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
          components={hostComponents}
          onChange={(document) => {
            localStorage.setItem(STORAGE, JSON.stringify(document));
            setChanges((count) => count + 1);
          }}
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
          <PageRenderer document={page} locale="en" components={hostComponents} />
        </section>
      )}
    </main>
  );
}
