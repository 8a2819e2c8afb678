import type { FleetEvent } from "./types";

/** How many events a live list keeps on screen. */
export const FEED_SIZE = 50;

export interface FeedEntry {
  /** Unique within the page, for React keys. */
  key: number;
  event: FleetEvent;
  /** When it happened (ms): the event's own time, or its arrival for events that carry none. */
  at: number;
}

/** The instant an event happened, for ordering: its `at`, else when it reached the browser. */
export function eventTime(event: FleetEvent, arrivedAt: number): number {
  const at = "at" in event ? Date.parse(event.at) : Number.NaN;
  return Number.isFinite(at) ? at : arrivedAt;
}

/**
 * The feed with one entry added in its place, newest first, the oldest falling off past `size`.
 * Events of one burst reach the browser in batches whose order need not be the order they
 * happened in: placing each by its time (not on top by arrival) keeps the newest at the top, so
 * the top never shows an older event than one further down.
 */
export function addToFeed(
  feed: readonly FeedEntry[],
  entry: FeedEntry,
  size = FEED_SIZE,
): FeedEntry[] {
  let index = 0;
  while (index < feed.length && feed[index]!.at > entry.at) index += 1;
  if (index >= size) return feed as FeedEntry[];
  const next = [...feed.slice(0, index), entry, ...feed.slice(index)];
  return next.length > size ? next.slice(0, size) : next;
}
