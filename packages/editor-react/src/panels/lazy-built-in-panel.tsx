import type { ComponentInstance } from "@vitrine/editor-core";
import { lazy, type ReactNode, Suspense } from "react";

type PanelsModule = typeof import("./built-in-panels");

let loaded: PanelsModule | undefined;
let loading: Promise<PanelsModule> | undefined;

/**
 * Fetches the built-ins' hand-written panels (with their link and image pickers) once. The side
 * panel asks for them when the editor opens, after its first render, so they are out of the first
 * load and usually there before a block is chosen.
 */
export function preloadBuiltInPanels(): Promise<PanelsModule> {
  loading ??= import("./built-in-panels").then((panels) => {
    loaded = panels;
    return panels;
  });
  return loading;
}

const LazyBuiltInPanel = lazy(() =>
  preloadBuiltInPanels().then((panels) => ({ default: panels.BuiltInPanel })),
);

/**
 * The hand-written panel of a built-in: drawn at once when the panels are there, else after they
 * arrive, with `fallback` meanwhile (a block chosen before the preload ended).
 */
export function BuiltInPanelSlot({
  component,
  fallback,
}: {
  component: ComponentInstance;
  fallback: ReactNode;
}) {
  if (loaded) return <loaded.BuiltInPanel component={component} />;
  return (
    <Suspense fallback={fallback}>
      <LazyBuiltInPanel component={component} />
    </Suspense>
  );
}
