import { describe, expect, it } from "vitest";
import { formatDateTime, operatorTimeZone } from "./formatDateTime";

describe("formatDateTime", () => {
  const iso = "2026-03-04T05:06:07.000Z";

  it("writes the date the way each language does", () => {
    const zh = formatDateTime(iso, "zh-cn");
    const en = formatDateTime(iso, "en");
    expect(zh).toMatch(/2026年3月4日/);
    expect(en).toMatch(/Mar 4, 2026/);
  });

  it("shows an unreadable value as it came", () => {
    expect(formatDateTime("not a date", "en")).toBe("not a date");
  });
});

describe("operatorTimeZone", () => {
  it("names the zone the screen shows times in", () => {
    const initial = process.env.TZ;
    try {
      process.env.TZ = "Asia/Shanghai";
      expect(operatorTimeZone()).toBe("Asia/Shanghai");
      expect(formatDateTime("2024-03-09T16:30:00Z", "en")).toMatch(/Mar 10, 2024.*12:30:00/);
    } finally {
      if (initial === undefined) delete process.env.TZ;
      else process.env.TZ = initial;
    }
  });
});
