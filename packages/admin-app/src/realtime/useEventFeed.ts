import { useCallback, useRef, useState } from "react";
import { addToFeed, eventTime, FEED_SIZE, type FeedEntry } from "./eventFeed";
import type { FleetEvent } from "./types";

/**
 * A live list's events: `push` adds one in time order, newest first, at most `size` kept. Every
 * live list takes its entries from here, so none grows without end or shows the oldest on top.
 */
export function useEventFeed(size = FEED_SIZE): {
  entries: FeedEntry[];
  push(event: FleetEvent): void;
  clear(): void;
} {
  const [entries, setEntries] = useState<FeedEntry[]>([]);
  const nextKey = useRef(0);
  const push = useCallback(
    (event: FleetEvent) => {
      nextKey.current += 1;
      const entry = { key: nextKey.current, event, at: eventTime(event, Date.now()) };
      setEntries((feed) => addToFeed(feed, entry, size));
    },
    [size],
  );
  const clear = useCallback(() => setEntries([]), []);
  return { entries, push, clear };
}
