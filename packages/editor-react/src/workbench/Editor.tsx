import type {
  Editor as CoreEditor,
  Locale,
  PageDocument,
  ValidationIssue,
} from "@vitrine/editor-core";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Provider } from "react-redux";
import { Canvas } from "../canvas/Canvas";
import type { HostComponent } from "../host/define-host-component";
import { createConfiguredEditor, type EditorConfig } from "../host/editor-config";
import { HostRegistryContext } from "../host/host-context";
import { hostRegistryOf } from "../host/host-registry";
import { useRegisterComponents } from "../host/use-register-components";
import { useUiLocale } from "../i18n/use-ui-locale";
import { IssueSummary } from "../issues/IssueSummary";
import { groupIssues, IssuesContext } from "../issues/issues-context";
import { focusIssueField, selectIssue } from "../issues/select-issue";
import type { MediaLibraryApi, MediaPickerComponent } from "../media/media-api";
import { Palette } from "../palette/Palette";
import type { PageCategory } from "../panels/PageSettingsPanel";
import type { PageSource, ProductSource } from "../pickers/sources";
import { type HostPreviews, HostPreviewsContext } from "../previews/host-previews";
import { reduxStoreOf } from "../store/redux-store-of";
import { EditorDnd } from "./EditorDnd";
import {
  type EditorUi,
  EditorUiContext,
  makeEditorUi,
  makeText,
  useEditorUi,
} from "./editor-context";
import { SidePanel } from "./SidePanel";
import { selectionInPageOrder } from "./select-with-keys";
import { Toolbar } from "./Toolbar";
import { useConfirm } from "./use-confirm";
import { useEditorKeys } from "./use-editor-keys";

export interface EditorProps {
  /**
   * The editor-core instance this workbench edits. Without it the workbench makes its own from
   * `config` and `document` (createConfiguredEditor), once, when it mounts.
   */
  editor?: CoreEditor | undefined;
  /**
   * The whole set-up in one object (`defineConfig`): components, page categories and page
   * settings. `components` and `categories` given beside it win over the config's.
   */
  config?: EditorConfig | undefined;
  /** The page to open when the workbench makes its own editor (ignored beside `editor`). */
  document?: PageDocument | string | object | undefined;
  locale?: Locale | undefined;
  /** Component types offered by the palette (default: every registered one, host components too). */
  paletteTypes?: readonly string[] | undefined;
  /** Choices of the page category select; without them the category is a text input. */
  categories?: readonly PageCategory[] | undefined;
  /** Save the page; resolve when stored, so the unsaved flag clears. */
  onSave?: ((editor: CoreEditor) => unknown) | undefined;
  onPublish?: ((editor: CoreEditor) => unknown) | undefined;
  onPreview?: ((editor: CoreEditor) => void) | undefined;
  /** Uploads a rich-text image and answers its URL (the admin app: /api/upload/wang_image). */
  uploadImage?: ((file: File) => Promise<string>) | undefined;
  /** The media library api (createHttpMediaApi) that image fields open. */
  mediaApi?: MediaLibraryApi | undefined;
  /**
   * The dialog image and video fields open to browse `mediaApi`: `MediaLibraryDialog` from
   * `@vitrine/editor-react/media` (antd), or `lazy()` of it; without it addresses are typed in.
   */
  mediaLibrary?: MediaPickerComponent | undefined;
  /** The host's published pages, for internal links (the admin app: /api/page/index). */
  pageSource?: PageSource | undefined;
  /** The host's products, for the product picker (the admin app: a built-in sample for now). */
  productSource?: ProductSource | undefined;
  /**
   * Issues to show next to their fields, e.g. the server's refusal to publish (editor-core's
   * ValidationIssue: componentId, path "settings.name" / "more.text" / "imageList.2.src", message).
   * Each stays until its field's value changes; the canvas marks the blocks concerned.
   */
  issues?: readonly ValidationIssue[] | undefined;
  /** Called when the user picks an issue in the summary (after the editor has selected it). */
  onIssueSelect?: ((issue: ValidationIssue) => void) | undefined;
  /**
   * Counts renders (tests and the benchmark): each canvas block, management row and settings panel with its
   * component id; the workbench layout, the canvas list and the toolbar with "".
   */
  onRender?: ((where: RenderPlace, id: string) => void) | undefined;
  /**
   * The host's previews by component type, drawn on the canvas instead of the built-ins (the
   * custom module's demo is meant to be replaced). Give the same map to the preview page's
   * `<PreviewFrameApp>`, `<PageRenderer>` and `renderPageToHtml`. Keep it stable (a constant).
   */
  previews?: HostPreviews | undefined;
  /**
   * The host's components (`defineHostComponent`): registered in the editor's registry with their
   * messages while the workbench is mounted, offered by the palette with their icon, drawn by their
   * preview and edited by their panel (or one generated from their fields). Give the same list to
   * `<PreviewFrameApp>`, `<PageRenderer>` and `renderPageToHtml`. Keep it stable (a constant).
   */
  components?: readonly HostComponent[] | undefined;
  /** Called with the new document after every change (edits, undo, redo, import), not on selection. */
  onChange?: ((document: PageDocument) => void) | undefined;
  /** Called when the page becomes unsaved, or saved again (after onSave or onPublish resolve). */
  onDirtyChange?: ((dirty: boolean) => void) | undefined;
  /**
   * The document the host stored last, for hosts that save through `onChange` (autosave): while
   * given, the page counts as unsaved exactly while the editor's document is another one, so 有未
   * 保存的修改 clears when the host passes the document it stored (issue 35). Without it, onSave and
   * onPublish mark the page saved when they resolve.
   */
  saved?: PageDocument | undefined;
  /**
   * Ask before the browser tab closes while there are unsaved changes (the `beforeunload` prompt).
   * Off by default: a host page may have its own guard, or nothing to lose. The admin app turns it on.
   */
  confirmBeforeLeave?: boolean | undefined;
  /** Extra content, e.g. the live preview dialog. */
  children?: ReactNode | undefined;
  /**
   * Drawn in a column of its own between the canvas and the settings panel, e.g. the live preview
   * with `docked` (issue 34): the page is edited while watching it.
   */
  dock?: ReactNode | undefined;
}

export type RenderPlace = "canvas" | "panel" | "row" | "workbench" | "canvasList" | "toolbar";

/** The props once the editor is known: the given one or the one made from the config. */
type BoundProps = Omit<EditorProps, "editor"> & { editor: CoreEditor };

/** The three-column page editor bound to an editor-core instance (given, or made from `config`). */
export function Editor(props: EditorProps) {
  const [own] = useState(() =>
    props.editor
      ? null
      : createConfiguredEditor(props.config ?? NO_CONFIG, {
          document: props.document,
          locale: props.locale,
        }),
  );
  const editor = props.editor ?? (own as CoreEditor);
  const bound: BoundProps = {
    ...props,
    editor,
    components: props.components ?? props.config?.components,
    categories: props.categories ?? props.config?.categories,
  };
  return (
    <Provider store={reduxStoreOf(editor)}>
      <EditorWorkbench {...bound} />
    </Provider>
  );
}

const NO_CONFIG: EditorConfig = { components: [] };

function EditorWorkbench(props: BoundProps) {
  // The language whose workbench texts are here: a switch waits for them (useUiLocale).
  const locale = useUiLocale(props.locale ?? "zh-cn");
  const { editor } = props;
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => editor.setLocale(locale), [editor, locale]);
  useDocumentChanges(editor, props.onChange);
  useRegisterComponents(editor.registry, props.components);
  const host = hostRegistryOf(props.components, props.previews);
  const ui: EditorUi = useMemo(
    () =>
      makeEditorUi({
        editor,
        locale,
        notify: setNotice,
        uploadImage: props.uploadImage,
        mediaApi: props.mediaApi,
        mediaLibrary: props.mediaLibrary,
        pageSource: props.pageSource,
        productSource: props.productSource,
      }),
    [
      editor,
      locale,
      props.uploadImage,
      props.mediaApi,
      props.mediaLibrary,
      props.pageSource,
      props.productSource,
    ],
  );
  // The document the issues were raised against is the one on screen when they arrive.
  const hostIssues = useMemo(
    () => (props.issues ? groupIssues(props.issues, editor.getDocument()) : null),
    [props.issues, editor],
  );
  return (
    <EditorUiContext.Provider value={ui}>
      <IssuesContext.Provider value={hostIssues}>
        <HostRegistryContext.Provider value={host}>
          <HostPreviewsContext.Provider value={host.previews}>
            <WorkbenchLayout {...props} locale={locale} notice={notice} />
          </HostPreviewsContext.Provider>
        </HostRegistryContext.Provider>
      </IssuesContext.Provider>
    </EditorUiContext.Provider>
  );
}

function WorkbenchLayout(props: BoundProps & { notice: string | null }) {
  const { editor } = props;
  // Stable per language, so the delete callback (and the memoised rows given it) stay the same.
  const t = useMemo(() => makeText(props.locale ?? "zh-cn"), [props.locale]);
  const { ask, dialog } = useConfirm();
  const { notify } = useEditorUi();
  const [tabRequest, setTabRequest] = useState<{ tab: "page" | "component" } | null>(null);
  const onIssueSelect = props.onIssueSelect;
  const goToIssue = useCallback(
    (issue: ValidationIssue) => {
      // A fresh object each time, so picking the same tab again still switches to it.
      setTabRequest({ tab: selectIssue(editor, issue) });
      // After the side panel has switched tab and drawn the field.
      setTimeout(() => focusIssueField(issue.message), 0);
      onIssueSelect?.(issue);
    },
    [editor, onIssueSelect],
  );
  // Only the toolbar follows the document (for the unsaved flag), so typing does not re-render
  // the layout and with it the canvas and the panels.
  const [savedDocument, setSavedDocument] = useState(() => editor.getDocument());

  // Deleting a block that is part of a multi-selection deletes the selection, after one question.
  const askDelete = useCallback(
    (id: string) => {
      const selection = selectionInPageOrder(editor);
      if (selection.length > 1 && selection.includes(id)) {
        const message = t("confirm.deleteMany").replace("{count}", String(selection.length));
        ask(message, () => {
          const result = editor.remove(selection);
          if (!result.ok) notify(result.message);
        });
      } else ask(t("confirm.delete"), () => editor.remove(id));
    },
    [ask, editor, t, notify],
  );
  const root = useRef<HTMLDivElement>(null);
  const notComponents = useCallback(() => t("clipboard.notComponents"), [t]);
  const keyOptions = useMemo(
    () => ({ onDelete: askDelete, notify, notComponents }),
    [askDelete, notify, notComponents],
  );
  useEditorKeys(editor, keyOptions, root);
  const counter = props.onRender;
  const onBlockRender = useMemo(
    () => (counter ? (id: string) => counter("canvas", id) : undefined),
    [counter],
  );
  const onPanelRender = useMemo(
    () => (counter ? (id: string) => counter("panel", id) : undefined),
    [counter],
  );
  const onRowRender = useMemo(
    () => (counter ? (id: string) => counter("row", id) : undefined),
    [counter],
  );
  const onCanvasRender = useMemo(
    () => (counter ? () => counter("canvasList", "") : undefined),
    [counter],
  );
  const onToolbarRender = useMemo(
    () => (counter ? () => counter("toolbar", "") : undefined),
    [counter],
  );
  counter?.("workbench", "");

  const save = props.onSave;
  const publish = props.onPublish;
  const preview = props.onPreview;
  const storing = (action: (e: CoreEditor) => unknown) => async () => {
    const snapshot = editor.getDocument();
    try {
      await action(editor);
    } catch {
      // The host showed why it failed; the changes simply stay flagged as unsaved.
      return;
    }
    setSavedDocument(snapshot);
  };
  return (
    <div
      ref={root}
      // The look comes from @vitrine/editor-react/styles.css (vt- classes, --vitrine- tokens).
      className="vitrine-editor vt-root vt-editor"
    >
      <Toolbar
        savedDocument={props.saved ?? savedDocument}
        confirmBeforeLeave={props.confirmBeforeLeave ?? false}
        onDirtyChange={props.onDirtyChange}
        onRender={onToolbarRender}
        onDelete={askDelete}
        onReset={() => ask(t("confirm.reset"), () => editor.reset())}
        onSave={save && storing(save)}
        onPublish={publish && storing(publish)}
        onPreview={preview && (() => preview(editor))}
      />
      {props.notice && (
        <div role="alert" className="vt-alert">
          {props.notice}
        </div>
      )}
      <IssueSummary onSelect={goToIssue} />
      <EditorDnd>
        <div className={props.dock ? "vt-workbench vt-workbench--docked" : "vt-workbench"}>
          <Palette types={props.paletteTypes} />
          <Canvas
            onBlockRender={onBlockRender}
            onRender={onCanvasRender}
            onDelete={askDelete}
            paletteTypes={props.paletteTypes}
          />
          {props.dock}
          <SidePanel
            categories={props.categories}
            onDelete={askDelete}
            onPanelRender={onPanelRender}
            onRowRender={onRowRender}
            tabRequest={tabRequest}
          />
        </div>
      </EditorDnd>
      {dialog}
      {props.children}
    </div>
  );
}

/**
 * Tells the host about each new document. A ref holds the latest callback, so a host passing an
 * inline function does not resubscribe on every render.
 */
function useDocumentChanges(
  editor: CoreEditor,
  onChange: ((document: PageDocument) => void) | undefined,
) {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    let last = editor.getDocument();
    return editor.store.subscribe(() => {
      const next = editor.getDocument();
      if (next === last) return;
      last = next;
      latest.current?.(next);
    });
  }, [editor]);
}
