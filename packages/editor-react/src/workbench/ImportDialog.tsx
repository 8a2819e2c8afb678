import type { RefusedValue } from "@vitrine/editor-core";
import { translateField } from "@vitrine/editor-core/field-messages";
import { useId, useRef, useState } from "react";
import { useEditorUi } from "./editor-context";
import { useDialogFocus } from "./use-dialog-focus";

/**
 * The question before an import applies (issue 34, item 4): that it replaces the page, every value
 * the file holds that will be emptied (component, field, value: never dropped in silence), and
 * whether to take the file's page settings; by default the page keeps its own name, description
 * and category. Loaded with the import, not with the editor.
 */
export function ImportDialog(props: {
  /** Whether the page has content the import replaces (then the question says so). */
  replaces: boolean;
  refused: readonly RefusedValue[];
  onImport: (takeFileSettings: boolean) => void;
  onCancel: () => void;
}) {
  const { t, tc, locale } = useEditorUi();
  const [takeSettings, setTakeSettings] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useDialogFocus<HTMLDivElement>(cancelRef);
  const checkboxId = useId();
  const message = props.replaces ? t("confirm.import") : t("import.review");
  // A list item's field is labelled by its list's item field: imageList.2.src → imageList.src.
  const fieldLabel = (type: string, path: string) => {
    const key = `field.${type}.${path.replace(/\.\d+(?=\.|$)/g, "")}`;
    const label = translateField(key, locale);
    return label === key ? path : label;
  };
  const row = (refused: RefusedValue) =>
    refused.index === null
      ? t("import.refusedPage")
          .replace("{field}", fieldLabel("page", refused.field))
          .replace("{value}", refused.value)
      : t("import.refusedRow")
          .replace("{position}", String(refused.index + 1))
          .replace("{title}", tc(`component.${refused.componentType}.title`))
          .replace("{field}", fieldLabel(refused.componentType, refused.field))
          .replace("{value}", refused.value);
  return (
    <div className="vt-root vt-overlay">
      <div
        ref={dialogRef}
        role="alertdialog"
        aria-modal="true"
        aria-label={message}
        onKeyDown={(e) => {
          if (e.key === "Escape") props.onCancel();
          e.stopPropagation();
        }}
        className="vt-dialog vt-dialog--small vt-import"
      >
        <p className="vt-dialog__message">{message}</p>
        {props.refused.length > 0 && (
          <div className="vt-import__refused">
            <p>{t("import.refused")}</p>
            <ul>
              {props.refused.map((refused) => (
                <li key={`${refused.index}-${refused.field}`}>{row(refused)}</li>
              ))}
            </ul>
          </div>
        )}
        <label htmlFor={checkboxId} className="vt-import__settings">
          <input
            id={checkboxId}
            type="checkbox"
            checked={takeSettings}
            onChange={(e) => setTakeSettings(e.target.checked)}
          />
          {t("import.takeSettings")}
        </label>
        <div className="vt-dialog__footer">
          <button ref={cancelRef} type="button" className="vt-btn" onClick={props.onCancel}>
            {t("action.cancel")}
          </button>
          <button
            type="button"
            className="vt-btn vt-btn--primary"
            onClick={() => props.onImport(takeSettings)}
          >
            {t("action.confirm")}
          </button>
        </div>
      </div>
    </div>
  );
}
