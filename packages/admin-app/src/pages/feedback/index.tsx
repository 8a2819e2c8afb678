import { Button, Tabs, Tag, Typography } from "antd";
import { useCallback, useEffect, useMemo, useState } from "react";
import {
  createModuleApi,
  ModuleListPage,
  type ModuleMeta,
  type ModulePageDeclaration,
  useModuleHttp,
} from "../../components/module";
import { useGrantedButtons } from "../../components/module/useGrantedButtons";
import { FeedbackDrawer, type FeedbackStatus, STATUS_COLORS } from "./FeedbackDrawer";
import { FeedbackImages } from "./FeedbackImages";
import { useFeedbackTranslation } from "./useFeedbackTranslation";

type Tab = "all" | FeedbackStatus;
const TABS: Array<{ key: Tab; label: string }> = [
  { key: "new", label: "feedbackArea.tabNew" },
  { key: "processing", label: "feedbackArea.tabProcessing" },
  { key: "resolved", label: "feedbackArea.tabResolved" },
  { key: "all", label: "feedbackArea.tabAll" },
];
const COLUMNS = [
  "id",
  "appUserPhone",
  "content",
  "images",
  "contact",
  "status",
  "assigneeName",
  "createdAt",
  "resolvedAt",
];
const FILTERS = ["content", "contact", "deviceSerial", "appVersion", "createdAt"];

/**
 * Feedback: a tab per status with its count (what waits for the operators first), the list with
 * filters and export, and a drawer to read an item, reply, assign it and move its status.
 */
export default function FeedbackPage() {
  const { t, i18n } = useFeedbackTranslation();
  const http = useModuleHttp();
  const granted = useGrantedButtons();
  const can = (action: string) => granted.length === 0 || granted.includes(`feedback:${action}`);
  const [tab, setTab] = useState<Tab>("new");
  const [version, setVersion] = useState(0);
  const [counts, setCounts] = useState<Partial<Record<Tab, number>>>({});
  const [meta, setMeta] = useState<ModuleMeta | null>(null);
  const [shown, setShown] = useState<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language means new labels.
  useEffect(() => {
    let live = true;
    createModuleApi(http, "feedback")
      .meta()
      .then(
        (answer) => live && setMeta(answer),
        () => {},
      );
    return () => {
      live = false;
    };
  }, [http, i18n.language]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a change (version) means new counts.
  useEffect(() => {
    let live = true;
    Promise.all(
      TABS.map(async ({ key }) => {
        const body = key === "all" ? { limit: 10 } : { limit: 10, status: [key] };
        const answer = await http.post<{ total: number }>("/feedback/index", body, {
          quiet: true,
        });
        return [key, answer.total] as const;
      }),
    ).then(
      (pairs) => live && setCounts(Object.fromEntries(pairs)),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [http, version]);

  const labels = useMemo(
    () => Object.fromEntries((meta?.columns ?? []).map((c) => [c.key, c.label])),
    [meta],
  );
  const statusNames = useMemo(
    () =>
      Object.fromEntries(
        (meta?.columns.find((c) => c.key === "status")?.options ?? []).map((o) => [
          String(o.value),
          o.label,
        ]),
      ),
    [meta],
  );

  const declaration = useMemo<ModulePageDeclaration>(
    () => ({
      columns: COLUMNS,
      filters: tab === "all" ? [...FILTERS, "status"] : FILTERS,
      fixedFilters: tab === "all" ? {} : { status: [tab] },
      cells: {
        content: (value) => (
          <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ maxWidth: 320, marginBottom: 0 }}>
            {String(value ?? "")}
          </Typography.Paragraph>
        ),
        images: (value) =>
          Array.isArray(value) && value.length > 0 ? (
            <span title={t("feedbackArea.imageCount", { count: value.length })}>
              <FeedbackImages urls={value.map(String)} emptyText="-" size={32} max={3} />
            </span>
          ) : (
            "-"
          ),
        status: (value) => (
          <Tag color={STATUS_COLORS[value as FeedbackStatus]}>
            {statusNames[String(value)] ?? String(value)}
          </Tag>
        ),
        assigneeName: (value) => String(value || "") || t("feedbackArea.unassigned"),
      },
      rowActions: (row) => (
        <Button type="link" size="small" onClick={() => setShown(row.id)}>
          {t("feedbackArea.handle")}
        </Button>
      ),
    }),
    [tab, t, statusNames],
  );

  const changed = useCallback(() => setVersion((v) => v + 1), []);
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={TABS.map(({ key, label }) => ({
          key,
          label:
            counts[key] === undefined
              ? t(label)
              : t("feedbackArea.tabCount", { name: t(label), count: counts[key] }),
        }))}
      />
      <ModuleListPage
        key={`${tab}-${version}`}
        module="feedback"
        declaration={declaration}
        onChanged={changed}
      />
      <FeedbackDrawer
        feedbackId={shown}
        labels={labels}
        statusNames={statusNames}
        canEdit={can("edit")}
        canMove={can("status")}
        onClose={() => setShown(null)}
        onChanged={changed}
      />
    </>
  );
}
