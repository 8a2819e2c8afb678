import type { ComponentInstance, Locale } from "@vitrine/editor-core";
import { createContext, lazy, Suspense, useContext } from "react";
import type { SlotBlocks } from "./slot-blocks";

type Drawn = typeof SlotBlocks;

// A host container's slots (its <Slot>s) load with the first one drawn in the browser, out of the
// editor's first chunk as the built-in containers are (lazy-container.tsx); markup written on the
// server cannot wait for a chunk, so the server entry hands them over through this context.
export const EagerSlotBlocksContext = createContext<Drawn | undefined>(undefined);

const Loaded = lazy(() =>
  import("./slot-blocks").then((module) => ({ default: module.SlotBlocks })),
);

export function LazySlotBlocks(props: { parent: ComponentInstance; name: string; locale: Locale }) {
  const Eager = useContext(EagerSlotBlocksContext);
  if (Eager) return <Eager {...props} />;
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
