import type { ComponentInstance } from "@vitrine/editor-core";
import { lazy, Suspense } from "react";
import { ColorField } from "../panels/fields";
import { usePropField } from "../panels/use-field";
import { useEditorUi } from "../workbench/editor-context";

// Lexical is the largest part of the editor; it loads when a rich-text component is first selected.
const RichTextEditor = lazy(() =>
  import("./RichTextEditor").then((m) => ({ default: m.RichTextEditor })),
);

/** Rich text: the HTML (myValue) in a Lexical editor and the background colour. */
export function RichTextPanel({ component }: { component: ComponentInstance }) {
  const { t, uploadImage, notify } = useEditorUi();
  const html = usePropField(component, "myValue");
  const back = usePropField(component, "backColor");
  return (
    <div>
      <ColorField
        label={t("field.rich.backColor")}
        value={back.value}
        onChange={back.set}
        error={back.message}
      />
      <Suspense
        fallback={
          <div role="status" className="vt-rich__loading">
            {t("rich.loading")}
          </div>
        }
      >
        <RichTextEditor
          // A different component gets a fresh editor with its own content.
          key={component.id}
          label={t("field.rich.myValue")}
          value={typeof html.value === "string" ? html.value : ""}
          onChange={(next) => {
            if (next !== html.value) html.set(next);
          }}
          uploadImage={uploadImage}
          onError={notify}
          labels={{
            toolbar: t("rich.toolbar"),
            bold: t("rich.bold"),
            italic: t("rich.italic"),
            underline: t("rich.underline"),
            image: t("rich.image"),
          }}
        />
      </Suspense>
    </div>
  );
}
