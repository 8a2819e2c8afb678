import {
  type Editor as CoreEditor,
  createEditor,
  type PageDocument,
  type ValidationIssue,
} from "@vitrine/editor-core";
import { createHttpMediaApi, Editor, LivePreviewDialog } from "@vitrine/editor-react";
import { Button, Space } from "antd";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { HttpClient } from "../../api/http";
import { createPagesApi, type PagesApi, publishIssuesOf, staleVersionOf } from "../../api/pages";
import { LazyAlert } from "../../components/LazyAlert";
import { LazyResult as Result } from "../../components/LazyResult";
import { useModuleHttp } from "../../components/module/ModuleHttpContext";
import { useGrantedButtons } from "../../components/module/useGrantedButtons";
import { PageLoading } from "../../components/PageLoading";
import { useLazyMessage } from "../../components/useLazyMessage";
import { isLanguage, type Language } from "../../i18n/languages";
import { useFillWindow } from "../../layout/fillWindow";
import { useTagName } from "../../layout/tags/useTagName";
import { readToken } from "../../utils/tokenCookie";
import { useDecorateTranslation } from "./decorateTexts";
import { createPageSource } from "./editor-sources";
import { createGoodsProductSource } from "./goodsProductSource";
import { createLazyUploader } from "./lazyUploader";
import type { AddressedPage } from "./PageAddressDialog";
import { publicPathOf } from "./pageAddress";
import { useDockedPreview } from "./useDockedPreview";
import { useLeaveGuard } from "./useLeaveGuard";
import { usePageCategories } from "./usePageCategories";

// The address dialog (with its QR code encoder) loads when an operator first opens it.
const PageAddressDialog = lazy(() =>
  import("./PageAddressDialog").then((m) => ({ default: m.PageAddressDialog })),
);

// The media library (antd) comes from the media entry and loads when an operator first opens it.
const MediaLibraryDialog = lazy(() =>
  import("@vitrine/editor-react/media").then((m) => ({ default: m.MediaLibraryDialog })),
);

export interface PageEditorScreenProps {
  id: number;
  /** The light preview entry the live preview frame loads. */
  previewUrl?: string;
  onBackToList(): void;
}

interface LoadedPage {
  editor: CoreEditor;
  version: number;
  document: PageDocument;
  /** The public address (info answers the row's slug and home mark beside the document). */
  address: Omit<AddressedPage, "name">;
}

/**
 * The editor of one stored page: loads it, mounts the workbench on an editor-core instance with
 * the media library and the live preview, saves with the version it started from (a stale one is
 * refused and offers a reload), publishes after saving and shows the refusal's issues.
 */
export function PageEditorScreen({
  id,
  previewUrl = "/preview.html",
  onBackToList,
}: PageEditorScreenProps) {
  const { t, i18n } = useDecorateTranslation();
  const locale: Language = isLanguage(i18n.language) ? i18n.language : "zh-cn";
  const http = useModuleHttp();
  const api = useMemo(() => createPagesApi(http), [http]);
  const [loaded, setLoaded] = useState<LoadedPage | "failed" | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The workbench fills the window: toolbar always in view, palette, canvas and panel each
  // scrolling on their own, never the page (issue 34, item 2).
  const fills = useFillWindow();

  // The locale is read once per load: the workbench follows later language changes itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: an attempt is a reload.
  useEffect(() => {
    let live = true;
    setLoaded(null);
    api.info(id).then(
      (page) =>
        live &&
        setLoaded({
          editor: createEditor({ document: page.document, locale }),
          version: page.version,
          document: page.document,
          address: {
            id,
            slug: (page as { slug?: string | null }).slug ?? null,
            isHome: (page as { isHome?: boolean }).isHome === true,
            published: page.status === "published",
          },
        }),
      // The client has shown why; the screen offers to try again.
      () => live && setLoaded("failed"),
    );
    return () => {
      live = false;
    };
  }, [api, id, attempt]);

  if (loaded === "failed") {
    return (
      <Result
        status="warning"
        title={t("decorate.loadFailed")}
        extra={
          <Space>
            <Button type="primary" onClick={() => setAttempt((n) => n + 1)}>
              {t("common.retry")}
            </Button>
            <Button onClick={onBackToList}>{t("decorate.backToList")}</Button>
          </Space>
        }
      />
    );
  }
  // Plain markup: antd's Card skeleton cost the route about 30 kB of gzip JavaScript (Card, Skeleton).
  if (!loaded) return <PageLoading />;
  return (
    <LoadedPageEditor
      key={attempt}
      id={id}
      page={loaded}
      api={api}
      http={http}
      locale={locale}
      previewUrl={previewUrl}
      fills={fills}
      onReload={() => setAttempt((n) => n + 1)}
    />
  );
}

/** Never settles: the workbench keeps its unsaved flag when a save did not happen. */
const NOT_SAVED = new Promise<never>(() => {});

function LoadedPageEditor({
  id,
  page,
  api,
  http,
  locale,
  previewUrl,
  fills,
  onReload,
}: {
  id: number;
  page: LoadedPage;
  api: PagesApi;
  http: HttpClient;
  locale: Language;
  previewUrl: string;
  /** The layout gives the screen the window's height (useFillWindow); else it sizes itself. */
  fills: boolean;
  onReload(): void;
}) {
  const { t } = useDecorateTranslation();
  const { editor } = page;
  const [notice, noticeHolder] = useLazyMessage();
  const version = useRef(page.version);
  const savedDocument = useRef(page.document);
  const [stale, setStale] = useState(false);
  const [issues, setIssues] = useState<readonly ValidationIssue[] | undefined>(undefined);
  const [previewOpen, setPreviewOpen] = useState(false);
  // Beside the canvas on a wide window when the operator docked it last; else a dialog.
  const previewPlace = useDockedPreview();
  const [address, setAddress] = useState(page.address);
  const [addressOpen, setAddressOpen] = useState(false);
  const granted = useGrantedButtons();
  // As the page list reads it: an empty list (no button grants loaded) hides nothing.
  const mayPublish = granted.length === 0 || granted.includes("page:publish");
  const categories = usePageCategories();
  // The tab of this editor is named by the page, as last saved (two open editors were both 编辑页面).
  const [savedName, setSavedName] = useState(page.document.settings.name);
  useTagName(savedName);

  // Documents are immutable: an edit makes a new one, and undo brings the saved one back.
  const isDirty = useCallback(() => editor.getDocument() !== savedDocument.current, [editor]);
  const leaveDialog = useLeaveGuard(isDirty);

  const mediaApi = useMemo(() => {
    const uploader = createLazyUploader({ baseUrl: "", getToken: readToken, locale });
    return createHttpMediaApi({ baseUrl: "", getToken: readToken, uploader });
  }, [locale]);
  const pageSource = useMemo(() => createPageSource(http), [http]);
  const productSource = useMemo(() => createGoodsProductSource(http), [http]);
  const uploadImage = useCallback(
    async (file: File) => {
      const form = new FormData();
      form.append("file", file);
      const answer = await http.post<{ url: string }>("/upload/wang_image", form);
      return answer.url;
    },
    [http],
  );

  async function save(): Promise<boolean> {
    const document = editor.getDocument();
    const { name, details, classification } = document.settings;
    try {
      const answer = await api.save({
        id,
        version: version.current,
        name,
        details,
        classification,
        document,
      });
      version.current = answer.version;
      savedDocument.current = document;
      setSavedName(name);
      setStale(false);
      return true;
    } catch (error) {
      if (staleVersionOf(error) !== null) setStale(true);
      else notice.error(error instanceof Error ? error.message : String(error));
      return false;
    }
  }

  async function onSave() {
    if (!(await save())) return NOT_SAVED;
    notice.success(t("decorate.saved"));
  }

  async function onPublish() {
    if (isDirty() && !(await save())) return NOT_SAVED;
    try {
      const answer = await api.publish(id);
      version.current = answer.version;
      setIssues(undefined);
      setAddress((current) => ({ ...current, published: true }));
      notice.success(t("decorate.publishedOk"));
    } catch (error) {
      const refused = publishIssuesOf(error);
      if (refused) setIssues(refused);
      else notice.error(error instanceof Error ? error.message : String(error));
    }
  }

  // A new element when it moves between dialog and dock, so its frame connects afresh.
  const livePreview = (
    <LivePreviewDialog
      key={previewPlace.docked ? "docked" : "dialog"}
      editor={editor}
      previewUrl={previewUrl}
      onClose={() => setPreviewOpen(false)}
      docked={previewPlace.docked}
      onDockedChange={previewPlace.canDock ? previewPlace.setDocked : undefined}
    />
  );

  return (
    <div style={fills ? FILLED_SCREEN : SIZED_SCREEN}>
      {noticeHolder}
      <div style={{ display: "flex", justifyContent: "flex-end", marginTop: -8 }}>
        {/* A link, not a button: its address is the page's (a middle click opens it), and a
            button before the workbench left the page flagged unsaved on mount (a reason not found yet). */}
        <a
          href={publicPathOf(address)}
          onClick={(event) => {
            event.preventDefault();
            setAddressOpen(true);
          }}
        >
          {t("decorate.address")}
        </a>
      </div>
      {addressOpen ? (
        <Suspense fallback={null}>
          <PageAddressDialog
            page={{ ...address, name: savedName }}
            http={http}
            mayChange={mayPublish}
            onChanged={(saved) => {
              setAddress((current) => ({ ...current, ...saved }));
              notice.success(t("decorate.addressSaved"));
            }}
            onClose={() => setAddressOpen(false)}
          />
        </Suspense>
      ) : null}
      {leaveDialog}
      {stale ? (
        <LazyAlert
          type="warning"
          showIcon
          title={t("decorate.stale")}
          action={
            <Button size="small" onClick={onReload}>
              {t("decorate.reload")}
            </Button>
          }
        />
      ) : null}
      <div style={{ flex: 1, minHeight: 0 }}>
        <Editor
          editor={editor}
          locale={locale}
          categories={categories.length > 0 ? categories : undefined}
          onSave={onSave}
          onPublish={onPublish}
          onPreview={() => setPreviewOpen(true)}
          confirmBeforeLeave
          mediaApi={mediaApi}
          mediaLibrary={MediaLibraryDialog}
          uploadImage={uploadImage}
          pageSource={pageSource}
          productSource={productSource}
          issues={issues}
          dock={previewOpen && previewPlace.docked ? livePreview : undefined}
        >
          {previewOpen && !previewPlace.docked ? livePreview : null}
        </Editor>
      </div>
    </div>
  );
}

// A column: the address link and any notice on top, the workbench taking the rest. Below 480 px
// the layout's area scrolls rather than the workbench being squeezed.
const FILLED_SCREEN = {
  height: "100%",
  minHeight: 480,
  display: "flex",
  flexDirection: "column",
} as const;
// Without a layout that fills the window (a host of its own): the window less the usual chrome.
const SIZED_SCREEN = {
  height: "calc(100vh - 140px)",
  minHeight: 560,
  display: "flex",
  flexDirection: "column",
} as const;
