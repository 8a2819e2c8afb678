import { describe, expect, it } from "vitest";
import { type RegionNode, regionLabel, regionPath } from "./regions";

const TREE: RegionNode[] = [
  {
    code: "11",
    name: "北京市",
    children: [
      {
        code: "1101",
        name: "市辖区",
        children: [{ code: "110105", name: "朝阳区" }],
      },
    ],
  },
  { code: "44", name: "广东省", children: [{ code: "4403", name: "深圳市" }] },
];

describe("regions", () => {
  it("names a province, a city and a district by their codes", () => {
    expect(regionLabel("11", TREE)).toBe("北京市");
    expect(regionLabel("4403", TREE)).toBe("广东省 / 深圳市");
    expect(regionLabel("110105", TREE)).toBe("北京市 / 市辖区 / 朝阳区");
  });

  it("keeps what it knows of a code it cannot place, and nothing for none", () => {
    expect(regionLabel("440399", TREE)).toBe("广东省 / 深圳市");
    expect(regionLabel("99", TREE)).toBe("99");
    expect(regionLabel("", TREE)).toBe("");
  });

  it("gives the cascader's path of a code", () => {
    expect(regionPath("110105")).toEqual(["11", "1101", "110105"]);
    expect(regionPath("44")).toEqual(["44"]);
  });
});
