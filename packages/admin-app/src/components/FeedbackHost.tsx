import { lazy, Suspense, useSyncExternalStore } from "react";
import type { FeedbackHub } from "./feedback";

const FeedbackBridge = lazy(() => import("./FeedbackBridge"));

/** Loads antd's message and modal the first time the hub has something to show. */
export function FeedbackHost({ hub }: { hub: FeedbackHub }) {
  const needed = useSyncExternalStore(hub.subscribe, hub.isNeeded, hub.isNeeded);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackBridge hub={hub} />
    </Suspense>
  );
}
