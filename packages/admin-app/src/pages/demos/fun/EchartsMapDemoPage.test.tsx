import { screen, waitFor } from "@testing-library/react";
import * as echarts from "echarts/core";
import { describe, expect, it } from "vitest";
import { renderDemo } from "../renderDemo";
import { DEMO_PROVINCES } from "./chinaDemoMap";
import EchartsMapDemoPage from "./EchartsMapDemoPage";

describe("the ECharts map demo", () => {
  it("draws China's provinces, as it promises, with a figure for provinces the map has", async () => {
    await renderDemo(EchartsMapDemoPage, { path: "/fun/echartsMap" });
    const map = await screen.findByRole("img", { name: "设备数量" });
    await waitFor(() => expect(map.getAttribute("data-map")).toBe("vitrine-china"));
    const registered = echarts.getMap("vitrine-china") as unknown as {
      geoJSON?: { features: Array<{ properties: { name: string } }> };
      geoJson?: { features: Array<{ properties: { name: string } }> };
    };
    const features = (registered.geoJSON ?? registered.geoJson)!.features;
    const names = new Set(features.map((f) => f.properties.name));
    expect(names.has("广东")).toBe(true);
    expect(names.has("China")).toBe(false);
    for (const province of DEMO_PROVINCES) expect(names.has(province.name)).toBe(true);
  });
});
