import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import { API_BASE } from "../config";
import { readToken } from "../utils/tokenCookie";
import { createFleetConnection, type FleetConnection, type FleetStatus } from "./connection";
import type { FleetEvent } from "./types";

const FleetConnectionContext = createContext<FleetConnection | null>(null);

/** Gives the screens below a connection of its own (tests and stories, over a fake WebSocket). */
export function FleetConnectionProvider({
  connection,
  children,
}: {
  connection: FleetConnection;
  children: ReactNode;
}) {
  return createElement(FleetConnectionContext.Provider, { value: connection }, children);
}

/** The address of /api/ws on the page's own origin. */
export function fleetSocketUrl(location: Pick<Location, "protocol" | "host"> = window.location) {
  return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${API_BASE}/ws`;
}

let shared: { connection: FleetConnection; users: number } | null = null;

/**
 * One line for the whole tab, opened while any screen uses it (the SOS listener of the signed-in
 * shell, the live view) and closed when the last lets go, as on signing out.
 */
function acquireShared(): { connection: FleetConnection; release(): void } {
  if (!shared) {
    const connection = createFleetConnection({ url: fleetSocketUrl(), getToken: readToken });
    shared = { connection, users: 0 };
    connection.start();
  }
  const lease = shared;
  lease.users += 1;
  let released = false;
  return {
    connection: lease.connection,
    release() {
      if (released) return;
      released = true;
      lease.users -= 1;
      if (lease.users === 0 && shared === lease) {
        shared = null;
        lease.connection.stop();
      }
    },
  };
}

export interface UseFleetOptions {
  /** False keeps this screen off the line (e.g. the user lacks the grant). */
  enabled?: boolean;
  onEvent?: (event: FleetEvent) => void;
  /** After a reconnect: refetch what the screen shows. */
  onResync?: () => void;
  /** The devices on screen, whose heartbeats this screen wants. */
  watch?: readonly number[];
}

/**
 * A screen's use of the live line: its events and the line's status; the line opens with the first
 * screen that uses it.
 */
export function useFleet(options: UseFleetOptions = {}): { status: FleetStatus } {
  const provided = useContext(FleetConnectionContext);
  const enabled = options.enabled ?? true;
  const [connection, setConnection] = useState<FleetConnection | null>(null);
  const [status, setStatus] = useState<FleetStatus>("idle");
  const onEvent = useRef(options.onEvent);
  const onResync = useRef(options.onResync);
  onEvent.current = options.onEvent;
  onResync.current = options.onResync;

  useEffect(() => {
    if (!enabled) return;
    const lease = provided ? { connection: provided, release() {} } : acquireShared();
    const line = lease.connection;
    // A provided line opens with its first screen too (start does nothing on an open one).
    line.start();
    setConnection(line);
    setStatus(line.status());
    const offStatus = line.onStatus(setStatus);
    const offEvent = line.onEvent((event) => onEvent.current?.(event));
    const offResync = line.onResync(() => onResync.current?.());
    return () => {
      offStatus();
      offEvent();
      offResync();
      setConnection(null);
      lease.release();
    };
  }, [enabled, provided]);

  const watchKey = (options.watch ?? []).join(",");
  useEffect(() => {
    if (!connection || watchKey === "") return;
    return connection.watch(watchKey.split(",").map(Number));
  }, [connection, watchKey]);

  return { status: enabled ? status : "idle" };
}
