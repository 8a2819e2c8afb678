import { describe, expect, it } from "vitest";
import { addToFeed, eventTime, FEED_SIZE, type FeedEntry } from "./eventFeed";

const entry = (key: number, at: number): FeedEntry => ({
  key,
  at,
  event: { type: "online", deviceId: key, serial: `SN-${key}`, at: new Date(at).toISOString() },
});

describe("a live list's events", () => {
  it("keeps at most 50, newest first, with the latest of a long burst on top", () => {
    let feed: FeedEntry[] = [];
    for (let i = 1; i <= 200; i += 1) feed = addToFeed(feed, entry(i, 1_000 * i));
    expect(feed).toHaveLength(FEED_SIZE);
    expect(feed[0]!.key).toBe(200);
    expect(feed.map((e) => e.key)).toEqual(Array.from({ length: 50 }, (_, i) => 200 - i));
  });

  it("places events that arrive out of order by when they happened", () => {
    let feed: FeedEntry[] = [];
    for (const [key, at] of [
      [1, 3_000],
      [2, 1_000],
      [3, 2_000],
      [4, 5_000],
    ] as const)
      feed = addToFeed(feed, entry(key, at));
    expect(feed.map((e) => e.key)).toEqual([4, 1, 3, 2]);
  });

  it("drops an event older than the 50 kept instead of pushing a newer one out", () => {
    let feed: FeedEntry[] = [];
    for (let i = 1; i <= 50; i += 1) feed = addToFeed(feed, entry(i, 10_000 + i));
    const after = addToFeed(feed, entry(99, 5));
    expect(after).toHaveLength(50);
    expect(after.some((e) => e.key === 99)).toBe(false);
    expect(after[49]!.key).toBe(1);
  });

  it("times an event by its own time, or its arrival when it carries none", () => {
    expect(
      eventTime({ type: "offline", deviceId: 1, serial: "a", at: "2026-11-26T10:00:00.000Z" }, 7),
    ).toBe(Date.parse("2026-11-26T10:00:00.000Z"));
    expect(eventTime({ type: "sosChanged", alarmId: 1, status: "resolved" }, 7)).toBe(7);
  });
});
