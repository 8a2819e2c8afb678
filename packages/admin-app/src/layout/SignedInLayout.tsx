import {
  type ComponentType,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { useLoaderData } from "react-router";
import type { MenuEntry } from "../router/staticMenu";
import { useAppSelector } from "../store/hooks";
import { type LayoutName, selectSettings } from "../store/settingsSlice";
import { sessionStore } from "../utils/storage";
import { LayoutClassic } from "./LayoutClassic";
import { LayoutColumns } from "./LayoutColumns";
import { LayoutContext, type LayoutState } from "./LayoutContext";
import { LayoutDefaults } from "./LayoutDefaults";
import { LayoutTransverse } from "./LayoutTransverse";
import { useTagsTracking } from "./tags/useTagsTracking";
import { useCurrentPage } from "./useCurrentPage";

const NO_ENTRIES: MenuEntry[] = [];

// The drawer (antd's Drawer, Switch, Radio, ColorPicker…) loads the first time it is opened; the
// settings themselves live in the store and apply without it.
const SettingsDrawer = lazy(() =>
  import("./settings/SettingsDrawer").then((m) => ({ default: m.SettingsDrawer })),
);

const LAYOUTS: Record<LayoutName, ComponentType> = {
  defaults: LayoutDefaults,
  classic: LayoutClassic,
  transverse: LayoutTransverse,
  columns: LayoutColumns,
};

/** The frame of every signed-in page, in the layout chosen in the settings drawer. */
export function SignedInLayout() {
  // The signed-in loader's data: the menu the user may open (server's or static by roles).
  const entries = (useLoaderData() as { menu?: MenuEntry[] } | null)?.menu ?? NO_ENTRIES;
  return <SignedInFrame entries={entries} />;
}

/** The layout for a given menu; stories and tests render it without the app's loaders. */
export function SignedInFrame({ entries }: { entries: readonly MenuEntry[] }) {
  const [collapsed, setCollapsed] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Kept mounted after the first opening so the drawer can animate closed and open again at once.
  const settingsEverOpened = useSettingsEverOpened(settingsOpen);
  const [mainFullscreen, setMainFullscreen] = useState(false);
  const [refreshCounts, setRefreshCounts] = useState<Record<string, number>>({});
  const refresh = useCallback(
    (path: string) =>
      setRefreshCounts((counts) => ({ ...counts, [path]: (counts[path] ?? 0) + 1 })),
    [],
  );
  const context = useMemo<LayoutState>(
    () => ({
      entries,
      collapsed,
      toggleCollapsed: () => setCollapsed((was) => !was),
      openSettings: () => setSettingsOpen(true),
      mainFullscreen,
      setMainFullscreen,
      refresh,
      refreshCounts,
    }),
    [entries, collapsed, mainFullscreen, refresh, refreshCounts],
  );
  const { layout } = useAppSelector(selectSettings);
  const Frame = LAYOUTS[layout] ?? LayoutDefaults;
  return (
    <LayoutContext.Provider value={context}>
      <FrameEffects />
      <Frame />
      {settingsEverOpened ? (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      ) : null}
    </LayoutContext.Provider>
  );
}

/** Page title and tags, which need the layout context, in one place for every layout. */
function FrameEffects() {
  const { t } = useTranslation();
  const { globalTitle } = useAppSelector(selectSettings);
  const { meta } = useCurrentPage();
  const title = meta ? t(meta.title) : "";
  const appTitle = globalTitle.trim() || t("common.appName");
  useTagsTracking(sessionStore);

  // The browser tab names the page, then the product, so several open tabs stay apart.
  useEffect(() => {
    document.title = title ? `${title} - ${appTitle}` : appTitle;
  }, [title, appTitle]);
  return null;
}

function useSettingsEverOpened(open: boolean): boolean {
  const [ever, setEver] = useState(open);
  if (open && !ever) setEver(true);
  return ever || open;
}
