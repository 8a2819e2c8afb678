import { describe, expect, it } from "vitest";
import { createDeviceModule } from "../../devices/declaration.js";
import { goodsModule } from "../../goods/declaration.js";
import { moduleTranslator } from "../messages.js";
import { declaredRecordModule } from "../records/module.js";
import { contentDisposition } from "./export-file.js";
import { parseListRequest } from "./list-query.js";
import { parseTimeZone, wallClockFormatter } from "./time-zone.js";
import { checkFields } from "./validate.js";
import { parseDate, parseIds, parseInteger } from "./values.js";

const t = moduleTranslator("en");
const organizeModule = declaredRecordModule("organize");

describe("list request checks", () => {
  it("accepts only the page sizes of the spec", () => {
    for (const limit of [10, 20, 30, 50, 100, 200])
      expect(parseListRequest(organizeModule, { limit }, t).ok).toBe(true);
    for (const limit of [0, 15, 500, -10, "ten", 20.5])
      expect(parseListRequest(organizeModule, { limit }, t)).toEqual({
        ok: false,
        msg: "Page size must be 10, 20, 30, 50, 100 or 200",
      });
  });

  it("refuses a sort column that is not declared sortable, and any direction but asc and desc", () => {
    expect(parseListRequest(organizeModule, { order_field: "description" }, t)).toEqual({
      ok: false,
      msg: "Cannot sort by description",
    });
    expect(parseListRequest(organizeModule, { order_field: "name", order_type: "up" }, t)).toEqual({
      ok: false,
      msg: "Sort direction must be asc or desc",
    });
    expect(parseListRequest(organizeModule, { order_field: "created_at" }, t).ok).toBe(true);
  });

  it("refuses filters that are not declared and values of the wrong type", () => {
    expect(parseListRequest(organizeModule, { secret: "x" }, t)).toEqual({
      ok: false,
      msg: "Unknown filter secret",
    });
    expect(parseListRequest(organizeModule, { status: "1 OR 1=1" }, t)).toEqual({
      ok: false,
      msg: "The value of filter status is invalid",
    });
    expect(parseListRequest(organizeModule, { createdAt: ["yesterday", ""] }, t).ok).toBe(false);
    expect(parseListRequest(organizeModule, { createdAt: ["2024-01-01", null] }, t).ok).toBe(true);
  });
});

describe("list filter keys", () => {
  const keyOf = (body: Record<string, unknown>) => {
    const parsed = parseListRequest(organizeModule, body, t);
    if (!parsed.ok) throw new Error(parsed.msg);
    return parsed.query.filterKey;
  };

  it("is the same for the same filters in any order, whatever the page and sort", () => {
    expect(keyOf({ status: 1, name: "Org", page: 1, limit: 10 })).toBe(
      keyOf({ name: "Org", status: 1, page: 3, limit: 50, order_field: "name", order_type: "asc" }),
    );
    expect(keyOf({ name: "" })).toBe(keyOf({}));
  });

  it("differs when a filter's value or the selected ids differ", () => {
    expect(keyOf({ status: 1 })).not.toBe(keyOf({ status: 0 }));
    expect(keyOf({ ids: "1,2" })).not.toBe(keyOf({ ids: "1,3" }));
  });
});

describe("cleared fields", () => {
  it("store null in a nullable integer column on edit (unbinding a device's app user)", () => {
    const checked = checkFields(createDeviceModule(), { appUserId: null }, false, "en", t);
    expect(checked).toEqual({ input: { appUserId: null }, errors: [] });
    // On create a cleared field is simply not stored: the column's default applies.
    const created = checkFields(createDeviceModule(), { appUserId: "" }, true, "en", t);
    expect(Object.hasOwn(created.input, "appUserId")).toBe(false);
  });

  it("refuse emptying a NOT NULL integer column on edit rather than failing in the database", () => {
    expect(checkFields(goodsModule, { status: null }, false, "en", t).errors).toEqual([
      { field: "status", message: "Please enter Status" },
    ]);
    expect(
      checkFields(goodsModule, { status: null }, false, "zh-cn", moduleTranslator("zh-cn")).errors,
    ).toEqual([{ field: "status", message: "请输入状态" }]);
  });
});

describe("values", () => {
  it("reads ids as positive integers only", () => {
    expect(parseIds("1,2, 3,2")).toEqual([1, 2, 3]);
    expect(parseIds(7)).toEqual([7]);
    for (const bad of ["1;2", "1 OR 1=1", "", "0", "-1", "1.5", "99999999999", "1,,2"])
      expect(parseIds(bad)).toBeUndefined();
  });

  it("keeps integers inside PostgreSQL's integer range", () => {
    expect(parseInteger("2147483647")).toEqual({ ok: true, value: 2147483647 });
    expect(parseInteger("2147483648").ok).toBe(false);
  });

  it("reads dates with or without a time, in UTC when no zone is given", () => {
    expect(parseDate("2024-03-01")).toEqual({ ok: true, value: new Date("2024-03-01T00:00:00Z") });
    expect(parseDate("2024-03-01 08:30:00")).toEqual({
      ok: true,
      value: new Date("2024-03-01T08:30:00Z"),
    });
    expect(parseDate("2024-03-10T00:00:00+08:00")).toEqual({
      ok: true,
      value: new Date("2024-03-09T16:00:00Z"),
    });
    expect(parseDate("2024-13-45").ok).toBe(false);
    expect(parseDate("now()").ok).toBe(false);
  });
});

describe("time zones of exports", () => {
  it("knows IANA names and UTC, and nothing else", () => {
    expect(parseTimeZone("Asia/Shanghai")).toBe("Asia/Shanghai");
    expect(parseTimeZone("UTC")).toBe("UTC");
    for (const bad of ["Mars/Olympus", "", "../etc", 8, null, ["UTC"], "x".repeat(65)])
      expect(parseTimeZone(bad)).toBeUndefined();
  });

  it("writes an instant on the zone's wall clock, midnight as 00", () => {
    const instant = new Date("2024-03-09T16:00:05Z");
    expect(wallClockFormatter("Asia/Shanghai")(instant)).toBe("2024-03-10 00:00:05");
    expect(wallClockFormatter("UTC")(instant)).toBe("2024-03-09 16:00:05");
    // Summer time: New York is UTC-4 in July.
    expect(wallClockFormatter("America/New_York")(new Date("2024-07-01T03:59:59Z"))).toBe(
      "2024-06-30 23:59:59",
    );
  });
});

describe("export helpers", () => {
  it("names the file in ASCII and in UTF-8 (RFC 5987)", () => {
    expect(contentDisposition("user-2024-01-01.xlsx", "用户管理-2024-01-01.xlsx")).toBe(
      "attachment; filename=\"user-2024-01-01.xlsx\"; filename*=UTF-8''%E7%94%A8%E6%88%B7%E7%AE%A1%E7%90%86-2024-01-01.xlsx",
    );
  });
});
