import { describe, expect, it } from "vitest";
import { LONGEST_RETRY_MS, retryDelayMs, retryIsDue } from "./refund-backoff.js";

const at = (seconds: number) => new Date(Date.UTC(2026, 11, 3, 12, 0, 0) + seconds * 1000);

describe("refund retry backoff", () => {
  it("waits 30 s after the first failure, then doubles: 1, 2, 4 ... minutes", () => {
    expect([0, 1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([
      0, 30_000, 60_000, 120_000, 240_000, 480_000,
    ]);
  });

  it("never waits more than an hour, however many attempts failed", () => {
    expect(retryDelayMs(8)).toBe(LONGEST_RETRY_MS);
    expect(retryDelayMs(500)).toBe(LONGEST_RETRY_MS);
    for (let attempts = 1; attempts < 60; attempts++)
      expect(retryDelayMs(attempts + 1)).toBeGreaterThanOrEqual(retryDelayMs(attempts));
  });

  it("is due once the wait since the last attempt has passed, not before", () => {
    expect(retryIsDue(0, at(0), at(0))).toBe(true);
    expect(retryIsDue(1, at(0), at(29))).toBe(false);
    expect(retryIsDue(1, at(0), at(30))).toBe(true);
    expect(retryIsDue(3, at(0), at(119))).toBe(false);
    expect(retryIsDue(3, at(0), at(120))).toBe(true);
  });
});
