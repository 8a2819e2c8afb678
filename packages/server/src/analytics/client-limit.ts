/**
 * How many beacons one client (address) may have counted per window. A shopper's page sends one
 * view, a few taps and perhaps a form: 120 a minute is far above what a person does and far below
 * what inflates a page's figures. The clock is a parameter, so tests move it instead of waiting.
 */
export interface ClientLimitOptions {
  /** Events counted per client and window. */
  limit?: number;
  windowMs?: number;
  /** Clients tracked at most: memory stays bounded whatever the number of addresses. */
  maxClients?: number;
}

export interface ClientLimit {
  /** Whether this client's event at `nowMs` may still be counted (and counts it). */
  allow(client: string, nowMs: number): boolean;
  /** Clients tracked now (for tests and logs). */
  size(): number;
}

/**
 * A fixed window per client: the first event opens a window of `windowMs`, and events past `limit`
 * inside it are not counted. Past `maxClients` tracked, windows that ended are swept; if every one
 * is still open (a flood from that many addresses), a new client is not counted until one ends:
 * refusing the newcomer keeps memory bounded without handing a flooding client a fresh window,
 * which evicting the oldest would.
 */
export function createClientLimit({
  limit = 120,
  windowMs = 60_000,
  maxClients = 50_000,
}: ClientLimitOptions = {}): ClientLimit {
  const windows = new Map<string, { startMs: number; count: number }>();

  const sweep = (nowMs: number) => {
    for (const [client, window] of windows)
      if (nowMs - window.startMs >= windowMs) windows.delete(client);
  };

  return {
    allow(client, nowMs) {
      const window = windows.get(client);
      if (window && nowMs - window.startMs < windowMs) {
        if (window.count >= limit) return false;
        window.count++;
        return true;
      }
      if (!window && windows.size >= maxClients) {
        sweep(nowMs);
        if (windows.size >= maxClients) return false;
      }
      windows.set(client, { startMs: nowMs, count: 1 });
      return true;
    },
    size: () => windows.size,
  };
}
