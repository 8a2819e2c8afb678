import { useCallback, useEffect, useRef, useState } from "react";
import { operatorTimeZone } from "../../utils/formatDateTime";
import type { DashboardApi, DashboardData } from "./dashboardApi";

/** How often the figures are fetched again while the page is open. */
export const REFRESH_MS = 60_000;

export interface DashboardState {
  data: DashboardData | undefined;
  loading: boolean;
  /** The last load's failure message; the figures shown before stay. */
  error: string | undefined;
  updatedAt: Date | undefined;
  refresh(): void;
}

/**
 * The dashboard's figures: loaded on mount, again every minute and on `refresh()`. The timer stops
 * when the page unmounts; an answer to an older request never replaces a newer one. `api` null
 * means the user may see no figure: nothing is asked.
 */
export function useDashboardData(
  api: DashboardApi | null,
  refreshMs = REFRESH_MS,
  now: () => Date = () => new Date(),
): DashboardState {
  const [data, setData] = useState<DashboardData>();
  const [loading, setLoading] = useState(api !== null);
  const [error, setError] = useState<string>();
  const [updatedAt, setUpdatedAt] = useState<Date>();
  const latest = useRef(0);
  const mounted = useRef(true);
  // Read through a ref: a new clock function each render must not restart the timer.
  const clock = useRef(now);
  clock.current = now;

  const refresh = useCallback(() => {
    if (!api) return;
    const ticket = ++latest.current;
    setLoading(true);
    api.load(operatorTimeZone()).then(
      (next) => {
        if (!mounted.current || ticket !== latest.current) return;
        setData(next);
        setError(undefined);
        setUpdatedAt(clock.current());
        setLoading(false);
      },
      (failure: unknown) => {
        if (!mounted.current || ticket !== latest.current) return;
        setError(failure instanceof Error ? failure.message : String(failure));
        setLoading(false);
      },
    );
  }, [api]);

  useEffect(() => {
    mounted.current = true;
    if (!api) return;
    refresh();
    const timer = setInterval(refresh, refreshMs);
    return () => {
      mounted.current = false;
      clearInterval(timer);
    };
  }, [api, refresh, refreshMs]);

  return { data, loading, error, updatedAt, refresh };
}
