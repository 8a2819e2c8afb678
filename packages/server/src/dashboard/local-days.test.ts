import { describe, expect, it } from "vitest";
import { periods } from "./daily-counts.js";
import { lastLocalDays, localDate, localMidnight } from "./local-days.js";

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

  it("split a 60-day series into today, yesterday and two 30-day periods", () => {
    const values = Array.from({ length: 60 }, (_, i) => i + 1);
    expect(periods(values)).toEqual({
      today: 60,
      yesterday: 59,
      last30: (31 + 60) * 15,
      previous30: (1 + 30) * 15,
    });
  });
});
