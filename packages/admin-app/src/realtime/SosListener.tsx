import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { usePermission } from "../auth/usePermission";
import { useAppSelector } from "../store/hooks";
import { selectIsLocked } from "../store/lockSlice";
import { createSosInbox } from "./sosInbox";
import { useFleet } from "./useFleet";

// The notification UI (antd notification, texts, acknowledge) is fetched with the first alarm, not
// with every page: most sessions never see one.
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
  return <SosWatch />;
}

/** Listens on the live line; mounts the notifier with the first alarm or missed-alarm check. */
function SosWatch() {
  const [inbox] = useState(createSosInbox);
  const [needed, setNeeded] = useState(false);
  const lostAt = useRef<Date | null>(null);
  const { status } = useFleet({
    onEvent: (event) => {
      if (event.type !== "sos" && event.type !== "sosChanged") return;
      inbox.push({ kind: "event", event });
      if (event.type === "sos") setNeeded(true);
    },
    onResync: () => {
      if (!lostAt.current) return;
      // Alarms raised while the line was down are asked for by the notifier.
      inbox.push({ kind: "missed", since: lostAt.current });
      setNeeded(true);
    },
  });
  useEffect(() => {
    if (status === "open") lostAt.current = null;
    else if (status === "retrying") lostAt.current ??= new Date();
  }, [status]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SosNotifier inbox={inbox} />
    </Suspense>
  );
}
