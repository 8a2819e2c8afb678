import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { usePermission } from "../auth/usePermission";
import { useModuleHttp } from "../components/module/ModuleHttpContext";
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

/**
 * Listens on the live line; mounts the notifier with the first alarm, a missed-alarm check, or
 * alarms still open when the page loaded (counted once per mount: a reload gives a sign of them).
 */
function SosWatch() {
  const [inbox] = useState(createSosInbox);
  const [needed, setNeeded] = useState(false);
  const lostAt = useRef<Date | null>(null);
  const http = useModuleHttp();
  useEffect(() => {
    let live = true;
    http
      .post<{ total?: unknown }>(
        "/sos/index",
        { status: ["new"], page: 1, limit: 1 },
        { quiet: true },
      )
      .then(
        (page) => {
          const total = typeof page?.total === "number" ? page.total : 0;
          if (!live || total <= 0) return;
          inbox.push({ kind: "open", total });
          setNeeded(true);
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [http, inbox]);
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
