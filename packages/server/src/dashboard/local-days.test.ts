import { describe, expect, it } from "vitest";
import { lastLocalDays, localDate, localMidnight, periodBounds } from "./local-days.js";

describe("local days", () => {
  it("start at the zone's midnight", () => {
    expect(localMidnight(2026, 11, 26, "Asia/Shanghai").toISOString()).toBe(
      "2026-11-25T16:00:00.000Z",
    );
    expect(localMidnight(2026, 11, 26, "UTC").toISOString()).toBe("2026-11-26T00:00:00.000Z");
    expect(localMidnight(2026, 11, 26, "America/New_York").toISOString()).toBe(
      "2026-11-26T05:00:00.000Z",
    );
  });

  it("follow a daylight-saving change: that day is 23 hours long", () => {
    const days = lastLocalDays(new Date("2026-03-30T10:00:00Z"), "Europe/Berlin", 2);
    expect(days.map((d) => d.date)).toEqual(["2026-03-29", "2026-03-30"]);
    expect(days[0]!.start.toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(days[0]!.end.toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(days[1]!.start.getTime()).toBe(days[0]!.end.getTime());
  });

  it("end with today and cross month ends", () => {
    const days = lastLocalDays(new Date("2026-03-01T01:00:00Z"), "Asia/Shanghai", 3);
    expect(days.map((d) => d.date)).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
    expect(localDate(new Date("2026-02-28T16:00:00Z"), "Asia/Shanghai")).toBe("2026-03-01");
  });

  it("bound today, yesterday and two 30-day periods within 60 local days", () => {
    const days = lastLocalDays(new Date("2026-11-26T10:00:00Z"), "Asia/Shanghai", 60);
    const iso = (d: Date) => d.toISOString();
    const bounds = periodBounds(days);
    expect(iso(bounds.today)).toBe("2026-11-25T16:00:00.000Z");
    expect(iso(bounds.end)).toBe("2026-11-26T16:00:00.000Z");
    expect(iso(bounds.yesterday)).toBe("2026-11-24T16:00:00.000Z");
    // The last 30 days are 26 Nov and the 29 before it: from 28 Oct; the previous 30 from 28 Sep.
    expect(iso(bounds.last30)).toBe("2026-10-27T16:00:00.000Z");
    expect(iso(bounds.previous30)).toBe("2026-09-27T16:00:00.000Z");
  });
});
