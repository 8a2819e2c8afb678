import { Button, Space } from "antd";
import { lazy, Suspense, useMemo, useState } from "react";
import { createPagesApi } from "../../api/pages";
import { ModuleListPage, type ModulePageDeclaration, useModuleHttp } from "../../components/module";
import { useGrantedButtons } from "../../components/module/useGrantedButtons";
import { CreatePageDialog } from "./CreatePageDialog";
import { useDecorateTranslation } from "./decorateTexts";
import type { AddressedPage } from "./PageAddressDialog";
import { PageRowActions } from "./PageRowActions";
import { createPage } from "./pageActions";
import { PAGE_LIST_COLUMNS, pageListCells } from "./pageListCells";
import { RevisionsDialog } from "./RevisionsDialog";
import { usePageCategories } from "./usePageCategories";
import { usePageCommands } from "./usePageCommands";

// The address dialog (with its QR code encoder) loads when an operator first opens it.
const PageAddressDialog = lazy(() =>
  import("./PageAddressDialog").then((m) => ({ default: m.PageAddressDialog })),
);
// The analytics dialog (its charts load ECharts) likewise.
const PageAnalyticsDialog = lazy(() =>
  import("./analytics/PageAnalyticsDialog").then((m) => ({ default: m.PageAnalyticsDialog })),
);

export type PageAction = "add" | "edit" | "del" | "publish";

/** Whether the operator's `authBtnList` holds `page:<action>` (an empty list hides nothing). */
export function usePagePermission(): (action: PageAction) => boolean {
  const granted = useGrantedButtons();
  return (action) => granted.length === 0 || granted.includes(`page:${action}`);
}

export interface PageListScreenProps {
  /** Opens the editor of a page (the route /decorate/:id). */
  openEditor(id: number): void;
}

/**
 * The stored pages: the module list block (filters, sort, pager, export, delete with confirmation)
 * with the page's own actions: create, open in the editor, duplicate, publish and revisions.
 */
export function PageListScreen({ openEditor }: PageListScreenProps) {
  const { t } = useDecorateTranslation();
  const http = useModuleHttp();
  const api = useMemo(() => createPagesApi(http), [http]);
  const may = usePagePermission();
  const [creating, setCreating] = useState(false);
  const [revisionsOf, setRevisionsOf] = useState<{ id: number; name: string } | null>(null);
  const [addressOf, setAddressOf] = useState<AddressedPage | null>(null);
  const [analyticsOf, setAnalyticsOf] = useState<{ id: number; name: string } | null>(null);
  // The block reloads its rows when remounted: after a duplicate, publish or restore.
  const [generation, setGeneration] = useState(0);
  const reload = () => setGeneration((n) => n + 1);
  const categories = usePageCategories();

  const { notice, noticeHolder, modalHolder, duplicate, publish } = usePageCommands({
    api,
    openEditor,
    reload,
  });

  // Built each render: the block reads it as it draws, and the row actions close over this render.
  const declaration: ModulePageDeclaration = {
    columns: PAGE_LIST_COLUMNS,
    cells: pageListCells(t, categories),
    rowActions: (row) => (
      <PageRowActions
        row={row}
        may={may}
        onOpen={() => openEditor(row.id)}
        onAddress={() =>
          setAddressOf({
            id: row.id,
            name: String(row.name),
            slug: (row.slug as string | null) ?? null,
            isHome: row.isHome === true,
            published: row.status === "published",
          })
        }
        onAnalytics={() => setAnalyticsOf({ id: row.id, name: String(row.name) })}
        onDuplicate={() => duplicate(row)}
        onPublish={() => publish(row)}
        onRevisions={() => setRevisionsOf({ id: row.id, name: String(row.name) })}
      />
    ),
  };

  return (
    <>
      {noticeHolder}
      {modalHolder}
      {may("add") ? (
        <Space style={{ marginBottom: 12 }}>
          <Button type="primary" onClick={() => setCreating(true)}>
            {t("decorate.create")}
          </Button>
        </Space>
      ) : null}
      {/* The server's page module has no generic add, edit or status: a page is stored with its
          document, so creating is this screen's dialog and editing is the editor. */}
      <ModuleListPage key={generation} module="page" declaration={declaration} />
      <CreatePageDialog
        open={creating}
        categories={categories}
        onCancel={() => setCreating(false)}
        onCreate={async (values) => {
          const id = await createPage(api, values);
          setCreating(false);
          openEditor(id);
        }}
      />
      {addressOf ? (
        <Suspense fallback={null}>
          <PageAddressDialog
            page={addressOf}
            http={http}
            mayChange={may("publish")}
            onChanged={(saved) => {
              notice.success(t("decorate.addressSaved"));
              setAddressOf((page) => (page ? { ...page, ...saved } : page));
              reload();
            }}
            onClose={() => setAddressOf(null)}
          />
        </Suspense>
      ) : null}
      {analyticsOf ? (
        <Suspense fallback={null}>
          <PageAnalyticsDialog
            page={analyticsOf}
            http={http}
            onClose={() => setAnalyticsOf(null)}
          />
        </Suspense>
      ) : null}
      <RevisionsDialog
        page={revisionsOf}
        loadRevisions={api.revisions}
        restore={api.restore}
        onRestored={reload}
        onClose={() => setRevisionsOf(null)}
      />
    </>
  );
}
