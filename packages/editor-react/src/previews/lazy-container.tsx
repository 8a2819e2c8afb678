import type { ComponentInstance, Locale } from "@vitrine/editor-core";
import { createContext, lazy, Suspense, useContext } from "react";
import type { ContainerPreview } from "./ContainerPreview";

/** The built-in containers (editor-core's twocolumn and tabs), drawn with their slots' blocks. */
export const CONTAINER_TYPES: ReadonlySet<string> = new Set(["twocolumn", "tabs"]);

type Drawn = typeof ContainerPreview;

// Most pages hold no container: in the browser their preview loads with the first one, out of
// the editor's first chunk (issue 35's budget). Markup written on the server cannot wait for a
// chunk, so the server entry hands the preview over through this context instead.
export const EagerContainerContext = createContext<Drawn | undefined>(undefined);

const Loaded = lazy(() =>
  import("./ContainerPreview").then((module) => ({ default: module.ContainerPreview })),
);

export function LazyContainerPreview(props: { component: ComponentInstance; locale: Locale }) {
  const Eager = useContext(EagerContainerContext);
  if (Eager) return <Eager {...props} />;
  return (
    <Suspense fallback={<div data-container-loading="" style={{ minHeight: 80 }} />}>
      <Loaded {...props} />
    </Suspense>
  );
}
