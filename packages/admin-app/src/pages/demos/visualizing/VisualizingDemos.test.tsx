import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { VisualizingDemo1, VisualizingDemo2 } from "../../demo/VisualizingDemoPage";
import { renderDemo } from "../renderDemo";
import { percentages } from "./demoFigures";

describe("the visualizing demos", () => {
  it("demo 1 draws one labelled bar per month", async () => {
    const { container } = await renderDemo(VisualizingDemo1, { path: "/visualizingDemo1" });
    expect(await screen.findByRole("img", { name: "近六个月设备销量" })).toBeTruthy();
    const bars = container.querySelectorAll("g[data-month]");
    expect(bars.length).toBe(6);
    expect(bars[5]?.querySelector("title")?.textContent).toBe("11 月: 230 台");
    expect(document.title).toBe("数据可视化演示1 - Vitrine");
  });

  it("demo 2 states each network status with its share", async () => {
    await renderDemo(VisualizingDemo2, { path: "/visualizingDemo2", language: "en" });
    expect(await screen.findByText("Online: 640 units (64%)")).toBeTruthy();
    expect(screen.getByText("Not activated: 120 units (12%)")).toBeTruthy();
  });

  it("percentages of an empty total are zero, not NaN", () => {
    expect(percentages([0, 0])).toEqual([0, 0]);
  });
});
