import { lazy, Suspense } from "react";
import { usePermission } from "../auth/usePermission";

const SosNotifier = lazy(() => import("./SosNotifier"));

/**
 * Mounted once in the signed-in shell: for operators who may see SOS alarms, opens the live line
 * and shows each new alarm as a notification. Others load none of it.
 */
export function SosListener() {
  const allowed = usePermission("sos:index");
  if (!allowed) return null;
  return (
    <Suspense fallback={null}>
      <SosNotifier />
    </Suspense>
  );
}
