import { lazy, Suspense } from "react";
import { useEditorUi } from "../../workbench/editor-context";
import type { WidgetProps } from "./widget-props";

const RichTextEditor = lazy(() =>
  import("../../rich-text/RichTextEditor").then((m) => ({ default: m.RichTextEditor })),
);

/** Rich text (HTML) in the workbench's Lexical editor, loaded when first shown. */
export function RichTextWidget(props: WidgetProps) {
  const { t, uploadImage, notify } = useEditorUi();
  return (
    <div className="vt-field">
      <Suspense
        fallback={
          <div role="status" className="vt-rich__loading">
            {t("rich.loading")}
          </div>
        }
      >
        <RichTextEditor
          key={`${props.componentId}-${props.path}`}
          label={props.label}
          value={typeof props.value === "string" ? props.value : ""}
          onChange={(next) => {
            if (next !== props.value) props.onChange(next);
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
      {props.error && (
        <div role="alert" className="vt-field__error">
          {props.error}
        </div>
      )}
    </div>
  );
}
