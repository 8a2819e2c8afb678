import dayjs from "dayjs";
import { afterEach, describe, expect, it } from "vitest";
import { toFilters } from "./filterValues";
import { column } from "./moduleFixtures";

const createdAt = column("createdAt", "创建时间", { type: "datetime", filter: "range" });
const name = column("name", "名称", { filter: "contains" });
const initialZone = process.env.TZ;

/** Runs `read` with the process in `zone`, as a browser there would be. */
function inZone<T>(zone: string, read: () => T): T {
  process.env.TZ = zone;
  return read();
}

afterEach(() => {
  if (initialZone === undefined) delete process.env.TZ;
  else process.env.TZ = initialZone;
});

describe("toFilters", () => {
  it("sends picked local days as instants with the offset: from the first day's start to the next day's", () => {
    const range = inZone("Asia/Shanghai", () =>
      toFilters({ createdAt: [dayjs("2024-03-10T15:20:00"), dayjs("2024-03-10T09:00:00")] }, [
        createdAt,
      ]),
    );
    expect(range).toEqual({
      createdAt: ["2024-03-10T00:00:00+08:00", "2024-03-11T00:00:00+08:00"],
    });
    // The same instants as the server reads them: 00:00–07:59 local on the 10th are in, the 11th is out.
    const [from, to] = range.createdAt as string[];
    expect(new Date(from!).toISOString()).toBe("2024-03-09T16:00:00.000Z");
    expect(new Date(to!).toISOString()).toBe("2024-03-10T16:00:00.000Z");
  });

  it("follows a change of offset inside the range (summer time)", () => {
    const range = inZone("America/New_York", () =>
      toFilters({ createdAt: [dayjs("2024-03-09T12:00:00"), dayjs("2024-03-10T12:00:00")] }, [
        createdAt,
      ]),
    );
    expect(range).toEqual({
      createdAt: ["2024-03-09T00:00:00-05:00", "2024-03-11T00:00:00-04:00"],
    });
  });

  it("leaves an open end empty, and empty boxes out; trims text", () => {
    const filters = inZone("Asia/Shanghai", () =>
      toFilters({ createdAt: [null, dayjs("2024-01-31T10:00:00")], name: "  组织 " }, [
        createdAt,
        name,
      ]),
    );
    expect(filters).toEqual({ createdAt: ["", "2024-02-01T00:00:00+08:00"], name: "组织" });
    expect(toFilters({ createdAt: [], name: "" }, [createdAt, name])).toEqual({});
  });
});
