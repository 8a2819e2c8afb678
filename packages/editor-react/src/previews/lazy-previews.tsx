import { type ComponentType, createContext, lazy, Suspense, useContext, useMemo } from "react";
import type { BuiltinPreview, PreviewProps } from "./preview-types";

// The 13 previews added with the whole palette (issue 18) are about 7.6 kB gzip that most pages
// never draw: in the browser each one loads with the first block of its type. Markup written on
// the server cannot wait for a chunk, so the server entry hands them all over through
// BuiltinPreviewsContext instead (new-previews.ts), as it does for the tab bar's icons.
const LOADERS = {
  commoditysearch: () => import("./CommoditySearchPreview").then((m) => m.CommoditySearchPreview),
  graphicnavigation: () =>
    import("./GraphicNavigationPreview").then((m) => m.GraphicNavigationPreview),
  tabBar: () => import("./TabBarPreview").then((m) => m.TabBarPreview),
  magiccube: () => import("./MagicCubePreview").then((m) => m.MagicCubePreview),
  videoss: () => import("./VideoPreview").then((m) => m.VideoPreview),
  entertheshop: () => import("./EnterTheShopPreview").then((m) => m.EnterTheShopPreview),
  communitypowder: () => import("./CommunityPowderPreview").then((m) => m.CommunityPowderPreview),
  follow: () => import("./FollowPreview").then((m) => m.FollowPreview),
  suspension: () => import("./SuspensionPreview").then((m) => m.SuspensionPreview),
  custommodule: () => import("./CustomModulePreview").then((m) => m.CustomModulePreview),
  listswitching: () => import("./ProductListPreview").then((m) => m.ProductListPreview),
  storenotecard: () => import("./NoteCardPreview").then((m) => m.NoteCardPreview),
  investigate: () => import("./FormModulePreview").then((m) => m.FormModulePreview),
} satisfies Record<string, () => Promise<BuiltinPreview>>;

export type LazyPreviewType = keyof typeof LOADERS;

export const LAZY_PREVIEW_TYPES = Object.keys(LOADERS) as readonly LazyPreviewType[];

export const isLazyPreviewType = (type: string): type is LazyPreviewType =>
  Object.hasOwn(LOADERS, type);

/**
 * The previews to draw at once instead of loading them (the server entry gives NEW_PREVIEWS).
 * Undefined in the browser.
 */
export const BuiltinPreviewsContext = createContext<
  Readonly<Partial<Record<LazyPreviewType, BuiltinPreview>>> | undefined
>(undefined);

// What was loaded, so a block added later draws at once instead of passing through Suspense.
const loaded: Partial<Record<LazyPreviewType, BuiltinPreview>> = {};
const loading: Partial<Record<LazyPreviewType, Promise<BuiltinPreview>>> = {};

function load(type: LazyPreviewType): Promise<BuiltinPreview> {
  const pending =
    loading[type] ??
    LOADERS[type]().then(
      (preview) => {
        loaded[type] = preview;
        return preview;
      },
      (error: unknown) => {
        // A failed fetch (network, new deployment) is tried again by the next block of that type.
        delete loading[type];
        throw error;
      },
    );
  loading[type] = pending;
  return pending;
}

type LoadedPreview = ComponentType<Parameters<BuiltinPreview>[0]>;
const lazyByType: Partial<Record<LazyPreviewType, LoadedPreview>> = {};

/** The React.lazy wrapper of a type's preview, made once per type. */
function lazyPreview(type: LazyPreviewType): LoadedPreview {
  const made = lazyByType[type] ?? lazy(() => load(type).then((preview) => ({ default: preview })));
  lazyByType[type] = made;
  return made;
}

/**
 * Starts loading every lazy preview without drawing any: the editor calls it when the operator
 * reaches for the palette, so a dragged-in component seldom shows the placeholder. A failure here
 * is ignored: the preview's first use loads it again and reports.
 */
export function preloadLazyPreviews(): void {
  for (const type of LAZY_PREVIEW_TYPES) load(type).catch(() => {});
}

/** Heights close to each preview at its defaults, so the page moves little when it arrives. */
const PLACEHOLDER_HEIGHTS: Record<LazyPreviewType, number> = {
  commoditysearch: 48,
  graphicnavigation: 90,
  tabBar: 50,
  magiccube: 188,
  videoss: 211,
  entertheshop: 44,
  communitypowder: 80,
  follow: 64,
  suspension: 66,
  custommodule: 160,
  listswitching: 240,
  storenotecard: 200,
  investigate: 200,
};

/** A blank, neutral block of the preview's usual height, shown while its chunk loads. */
export function LazyPreviewPlaceholder({ type }: { type: LazyPreviewType }) {
  return (
    <div
      aria-hidden="true"
      data-preview-loading={type}
      style={{ height: PLACEHOLDER_HEIGHTS[type], background: "#f7f8fa" }}
    />
  );
}

/** One of the 13 previews loaded on first use: given at once on the server, else loaded. */
export function LazyPreview({
  type,
  ...preview
}: PreviewProps & { type: LazyPreviewType; id?: string | undefined }) {
  const Given = useContext(BuiltinPreviewsContext)?.[type];
  // Chosen once per block: switching from the lazy wrapper to the loaded function would remount it.
  const Drawn = useMemo(() => loaded[type] ?? lazyPreview(type), [type]);
  if (Given) return <Given {...preview} />;
  return (
    <Suspense fallback={<LazyPreviewPlaceholder type={type} />}>
      <Drawn {...preview} />
    </Suspense>
  );
}
