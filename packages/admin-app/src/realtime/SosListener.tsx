import { lazy, Suspense } from "react";
import { usePermission } from "../auth/usePermission";
import { useAppSelector } from "../store/hooks";
import { selectIsLocked } from "../store/lockSlice";

const SosNotifier = lazy(() => import("./SosNotifier"));

/**
 * Mounted once in the signed-in shell: for operators who may see SOS alarms, opens the live line
 * and shows each new alarm as a notification. Others load none of it.
 */
export function SosListener() {
  const allowed = usePermission("sos:index");
  // Nothing of an alarm shows over the lock screen; the SOS list has it after unlocking.
  const locked = useAppSelector(selectIsLocked);
  if (!allowed || locked) return null;
  return (
    <Suspense fallback={null}>
      <SosNotifier />
    </Suspense>
  );
}
