import { describe, expect, it } from "vitest";
import { isoText } from "./iso-text.js";

describe("isoText", () => {
  it("writes what toJSON writes at the edges of its years and of leap days", () => {
    const edges = [
      new Date("0000-01-01T00:00:00.000Z").getTime(),
      new Date("9999-12-31T23:59:59.999Z").getTime(),
      new Date("2000-02-29T12:00:00.001Z").getTime(),
      new Date("1900-02-28T23:59:59.999Z").getTime(),
      new Date("1969-12-31T23:59:59.999Z").getTime(),
      0,
      new Date("0000-01-01T00:00:00.000Z").getTime() - 1,
      new Date("+010000-01-01T00:00:00.000Z").getTime(),
      Number.NaN,
    ];
    for (const time of edges)
      expect(isoText(new Date(time)), String(time)).toBe(new Date(time).toJSON());
  });

  it("writes what toJSON writes for times spread over the years 0000-9999 and beyond", () => {
    // A fixed walk, not random numbers: every run checks the same times.
    let time = -62_200_000_000_000;
    const step = 7_919_123_457;
    while (time < 253_500_000_000_000) {
      const date = new Date(time);
      expect(isoText(date)).toBe(date.toJSON());
      time += step;
    }
  });
});
