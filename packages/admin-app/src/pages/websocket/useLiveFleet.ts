import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useModuleHttp } from "../../components/module";
import { useEventFeed } from "../../realtime/useEventFeed";
import { useFleet } from "../../realtime/useFleet";
import { createLiveApi, type LiveCounts, type LiveDevice, type LiveFilter } from "./liveApi";
import { applyToDevices, inFilter } from "./liveState";

/** Counts are asked again this long after the last online/offline change (a fleet sends bursts). */
const COUNTS_SETTLE_MS = 1_000;

/**
 * The live fleet's state: counts, devices and events under the filter, read over HTTP and then
 * kept current by the fleet line. A filter change, `reload` and a reconnect read everything again.
 */
export function useLiveFleet() {
  const http = useModuleHttp();
  const api = useMemo(() => createLiveApi(http), [http]);
  const [filter, setFilter] = useState<LiveFilter>({ model: "", agentId: null });
  const [counts, setCounts] = useState<LiveCounts | null>(null);
  const [devices, setDevices] = useState<LiveDevice[]>([]);
  const [loading, setLoading] = useState(false);
  const feed = useEventFeed();
  const [agents, setAgents] = useState<Array<{ id: number; username: string }>>([]);
  const [matching, setMatching] = useState<Set<number> | null>(null);
  const [tooBroad, setTooBroad] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const alarms = useRef(new Map<number, number>());
  const countsTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const filtered = filter.model.trim() !== "" || filter.agentId !== null;

  useEffect(() => {
    let live = true;
    api.agents().then(
      (answer) => live && setAgents(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);

  const loadCounts = useCallback(() => {
    api.counts(filter).then(setCounts, () => undefined);
  }, [api, filter]);

  // Everything shown, read again on a filter change, a refresh and a reconnect.
  useEffect(() => {
    void reloadKey;
    let live = true;
    setLoading(true);
    loadCounts();
    api.devices(filter).then(
      (rows) => {
        if (!live) return;
        setDevices(rows);
        setLoading(false);
      },
      () => live && setLoading(false),
    );
    if (filtered) {
      api.matchingIds(filter).then((ids) => {
        if (!live) return;
        setMatching(ids);
        setTooBroad(ids === null);
      });
    } else {
      setMatching(null);
      setTooBroad(false);
    }
    return () => {
      live = false;
    };
  }, [api, filter, filtered, loadCounts, reloadKey]);

  useEffect(() => () => clearTimeout(countsTimer.current), []);

  // Under a filter the stream shows its devices: all of them, or the listed ones when too many.
  const streamIds = useMemo(
    () => (filtered ? (matching ?? new Set(devices.map((d) => d.id))) : null),
    [filtered, matching, devices],
  );

  const reload = () => setReloadKey((key) => key + 1);
  const { status } = useFleet({
    watch: devices.map((device) => device.id),
    onResync: reload,
    onEvent: (event) => {
      if (event.type === "sos") alarms.current.set(event.alarmId, event.deviceId);
      setDevices((rows) => applyToDevices(rows, event));
      if (event.type === "online" || event.type === "offline") {
        clearTimeout(countsTimer.current);
        countsTimer.current = setTimeout(loadCounts, COUNTS_SETTLE_MS);
      }
      if (inFilter(event, streamIds, alarms.current)) feed.push(event);
    },
  });

  return { status, filter, setFilter, agents, counts, devices, loading, feed, tooBroad, reload };
}
