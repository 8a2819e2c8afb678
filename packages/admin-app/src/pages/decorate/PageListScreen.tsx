import { Button, Modal, message, Space, Tag } from "antd";
import { lazy, Suspense, useMemo, useState } from "react";
import { createPagesApi, publishIssuesOf } from "../../api/pages";
import {
  ModuleListPage,
  type ModulePageDeclaration,
  type ModuleRow,
  useModuleHttp,
} from "../../components/module";
import { useGrantedButtons } from "../../components/module/useGrantedButtons";
import { useAnalyticsTranslation } from "./analytics/analyticsTexts";
import { CreatePageDialog } from "./CreatePageDialog";
import { useDecorateTranslation } from "./decorateTexts";
import { IssueList } from "./IssueList";
import type { AddressedPage } from "./PageAddressDialog";
import { createPage, duplicatePage } from "./pageActions";
import { publicPathOf } from "./pageAddress";
import { RevisionsDialog } from "./RevisionsDialog";
import { usePageCategories } from "./usePageCategories";

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
  const { t: analyticsText } = useAnalyticsTranslation();
  const http = useModuleHttp();
  const api = useMemo(() => createPagesApi(http), [http]);
  const may = usePagePermission();
  const [notice, noticeHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [creating, setCreating] = useState(false);
  const [revisionsOf, setRevisionsOf] = useState<{ id: number; name: string } | null>(null);
  const [addressOf, setAddressOf] = useState<AddressedPage | null>(null);
  const [analyticsOf, setAnalyticsOf] = useState<{ id: number; name: string } | null>(null);
  // The block reloads its rows when remounted: after a duplicate, publish or restore.
  const [generation, setGeneration] = useState(0);
  const reload = () => setGeneration((n) => n + 1);
  const categories = usePageCategories();

  async function duplicate(row: ModuleRow) {
    try {
      const copy = await duplicatePage(api, row.id, t("decorate.copySuffix"));
      notice.success(t("decorate.duplicated", { name: copy.name }));
      reload();
    } catch (error) {
      // The save is quiet (the editor shows its refusals itself); here a notice says why.
      notice.error(error instanceof Error ? error.message : String(error));
    }
  }

  async function publish(row: ModuleRow) {
    try {
      await api.publish(row.id);
      notice.success(t("decorate.publishedOk"));
      reload();
    } catch (error) {
      const issues = publishIssuesOf(error);
      const refusal = modal.error({
        title: issues ? t("decorate.publishRefused") : t("common.tip"),
        content: issues ? (
          <IssueList
            issues={issues}
            onSelect={() => {
              refusal.destroy();
              openEditor(row.id);
            }}
          />
        ) : error instanceof Error ? (
          error.message
        ) : (
          String(error)
        ),
        okText: t("common.ok"),
      });
    }
  }

  // Built each render: the block reads it as it draws, and the row actions close over this render.
  const declaration: ModulePageDeclaration = {
    columns: [
      "id",
      "name",
      "details",
      "classification",
      "status",
      "slug",
      "version",
      "updatedAt",
      "updated_at",
    ],
    cells: {
      status: (value) =>
        value === "published" ? (
          <Tag color="green">{t("decorate.published")}</Tag>
        ) : (
          <Tag>{t("decorate.draft")}</Tag>
        ),
      // Every page has an address; the home page's is also the shop's own.
      slug: (value, row) =>
        publicPathOf({ id: row.id, slug: (value as string | null) ?? null, isHome: false }) +
        (row.isHome ? ` · ${t("decorate.markHome")}` : ""),
      classification: (value) =>
        categories.find((c) => String(c.value) === String(value))?.label ?? String(value ?? ""),
    },
    rowActions: (row) => (
      <>
        {may("edit") ? (
          <Button
            type="link"
            size="small"
            aria-label={`${t("decorate.open")} ${row.name}`}
            onClick={() => openEditor(row.id)}
          >
            {t("decorate.open")}
          </Button>
        ) : null}
        <Button
          type="link"
          size="small"
          aria-label={`${t("decorate.address")} ${row.name}`}
          onClick={() =>
            setAddressOf({
              id: row.id,
              name: String(row.name),
              slug: (row.slug as string | null) ?? null,
              isHome: row.isHome === true,
              published: row.status === "published",
            })
          }
        >
          {t("decorate.address")}
        </Button>
        <Button
          type="link"
          size="small"
          aria-label={`${analyticsText("pageAnalytics.open")} ${row.name}`}
          onClick={() => setAnalyticsOf({ id: row.id, name: String(row.name) })}
        >
          {analyticsText("pageAnalytics.open")}
        </Button>
        {may("add") ? (
          <Button
            type="link"
            size="small"
            aria-label={`${t("decorate.duplicate")} ${row.name}`}
            onClick={() => duplicate(row)}
          >
            {t("decorate.duplicate")}
          </Button>
        ) : null}
        {may("publish") ? (
          <Button
            type="link"
            size="small"
            aria-label={`${t("decorate.publish")} ${row.name}`}
            onClick={() => publish(row)}
          >
            {t("decorate.publish")}
          </Button>
        ) : null}
        {may("edit") ? (
          <Button
            type="link"
            size="small"
            aria-label={`${t("decorate.revisions")} ${row.name}`}
            onClick={() => setRevisionsOf({ id: row.id, name: String(row.name) })}
          >
            {t("decorate.revisions")}
          </Button>
        ) : null}
      </>
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
