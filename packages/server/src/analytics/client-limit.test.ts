import { describe, expect, it } from "vitest";
import { createClientLimit } from "./client-limit.js";

const MINUTE = 60_000;

describe("beacons counted per client", () => {
  it("counts 120 a minute from one address, none past them until the minute ends", () => {
    const limit = createClientLimit();
    const start = 1_000_000;
    const counted = Array.from({ length: 200 }, (_, i) => limit.allow("10.0.0.1", start + i));
    expect(counted.filter(Boolean)).toHaveLength(120);
    expect(counted.slice(120).some(Boolean)).toBe(false);
    // Another shopper is not held back by the first.
    expect(limit.allow("10.0.0.2", start + 200)).toBe(true);
    expect(limit.allow("10.0.0.1", start + MINUTE - 1)).toBe(false);
    expect(limit.allow("10.0.0.1", start + MINUTE)).toBe(true);
  });

  it("tracks at most maxClients: ended windows are swept, a flood of new addresses is not counted", () => {
    const limit = createClientLimit({ limit: 5, maxClients: 3 });
    for (const ip of ["a", "b", "c"]) expect(limit.allow(ip, 0)).toBe(true);
    expect(limit.allow("d", 10)).toBe(false);
    expect(limit.size()).toBe(3);
    // Known clients still count inside their window.
    expect(limit.allow("a", 20)).toBe(true);
    // Once their windows end, room is made for new ones.
    expect(limit.allow("d", MINUTE)).toBe(true);
    expect(limit.size()).toBe(1);
  });
});
