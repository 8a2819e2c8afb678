import type { Editor, Locale, ValidationIssue } from "@vitrine/editor-core";
import { type ReactNode, useMemo, useState } from "react";
import { Provider } from "react-redux";
import { groupIssues, IssuesContext } from "../issues/issues-context";
import { reduxStoreOf } from "../store/redux-store-of";
import { EditorDnd } from "./EditorDnd";
import { EditorUiContext, makeEditorUi } from "./editor-context";

/**
 * The contexts a workbench part reads (store, texts, drag and drop, host issues) without the
 * workbench around it: stories show one panel, the palette or the toolbar alone with it.
 */
export function StoryFrame(props: {
  editor: Editor;
  locale?: Locale | undefined;
  issues?: readonly ValidationIssue[] | undefined;
  width?: number | undefined;
  children: ReactNode;
}) {
  const { editor, locale = "zh-cn", issues } = props;
  const [notice, setNotice] = useState<string | null>(null);
  const ui = useMemo(() => makeEditorUi({ editor, locale, notify: setNotice }), [editor, locale]);
  const host = useMemo(
    () => (issues ? groupIssues(issues, editor.getDocument()) : null),
    [issues, editor],
  );
  return (
    <Provider store={reduxStoreOf(editor)}>
      <EditorUiContext.Provider value={ui}>
        <IssuesContext.Provider value={host}>
          <EditorDnd>
            <div className="vt-root" style={{ width: props.width ?? 360, padding: 12 }}>
              {notice && <div role="alert">{notice}</div>}
              {props.children}
            </div>
          </EditorDnd>
        </IssuesContext.Provider>
      </EditorUiContext.Provider>
    </Provider>
  );
}
