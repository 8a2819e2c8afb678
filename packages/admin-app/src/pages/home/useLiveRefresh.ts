import { useEffect, useRef } from "react";
import { useFleet } from "../../realtime/useFleet";

/** How long after a fleet event the figures are read again; later events in it share the read. */
export const LIVE_SETTLE_MS = 2_000;

const MOVES_FIGURES = new Set(["online", "offline", "sos", "sosChanged"]);

/**
 * Keeps the figures in step with the fleet: a device coming online or going offline, or an SOS
 * raised or handled, reads them again shortly after (at most once per `settleMs` under a stream
 * of events), and so does a reconnect. Without it the dashboard trailed by up to its minute timer.
 * Returns whether the live line is open, so the page can say the figures follow it.
 */
export function useLiveRefresh(
  refresh: () => void,
  enabled: boolean,
  settleMs = LIVE_SETTLE_MS,
): boolean {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => () => clearTimeout(timer.current), []);
  const { status } = useFleet({
    enabled,
    onEvent: (event) => {
      if (!MOVES_FIGURES.has(event.type) || timer.current !== undefined) return;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        latest.current();
      }, settleMs);
    },
    onResync: () => latest.current(),
  });
  return status === "open";
}
