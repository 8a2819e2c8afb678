import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderDemo } from "../renderDemo";
import ParamsCommonPage from "./ParamsCommonPage";
import ParamsDetailsPage from "./ParamsDetailsPage";
import ParamsDynamicPage from "./ParamsDynamicPage";

/** The value shown beside `label` in a bordered list. */
const rowText = (list: HTMLElement, label: string) =>
  within(list).getByText(label).closest("tr")?.querySelector("td")?.textContent;
const hrefOf = (name: string) => screen.getByRole("link", { name }).getAttribute("href") ?? "";

describe("the route parameter demos", () => {
  it("common details shows the query it was opened with", async () => {
    await renderDemo(ParamsDetailsPage, {
      path: "/params/common/details",
      url: "/params/common/details?id=8&tagsViewName=%E8%AE%BE%E5%A4%87%E5%85%AB",
    });
    const query = (await screen.findByText("查询参数")).closest(".ant-descriptions") as HTMLElement;
    expect(rowText(query, "id")).toBe("8");
    expect(rowText(query, "tagsViewName")).toBe("设备八");
    const path = screen.getByRole("heading", { name: "路径参数" }).parentElement as HTMLElement;
    expect(within(path).getByText("没有参数")).toBeTruthy();
  });

  it("dynamic details shows its path parameters", async () => {
    await renderDemo(ParamsDetailsPage, {
      path: "/params/dynamic/details/:t/:id/:tagsViewName",
      url: "/params/dynamic/details/1/8/Order%207",
    });
    const path = (await screen.findByText("路径参数")).closest(".ant-descriptions") as HTMLElement;
    expect(rowText(path, "id")).toBe("8");
    expect(rowText(path, "tagsViewName")).toBe("Order 7");
  });

  it("common links carry a plain tagsViewName and one per language in the query", async () => {
    await renderDemo(ParamsCommonPage, { path: "/params/common" });
    const plain = new URL(hrefOf("打开详情（普通标题）"), "http://x");
    expect(plain.pathname).toBe("/params/common/details");
    expect(plain.searchParams.get("tagsViewName")).toBe("设备八");
    const perLanguage = new URL(hrefOf("打开详情（多语言标题）"), "http://x");
    expect(JSON.parse(perLanguage.searchParams.get("tagsViewName") ?? "")).toEqual({
      "zh-cn": "设备八",
      en: "Device eight",
      "zh-tw": "裝置八",
    });
  });

  it("dynamic links put the title in the path", async () => {
    await renderDemo(ParamsDynamicPage, { path: "/params/dynamic", language: "en" });
    expect(hrefOf("Open details (plain title)")).toBe("/params/dynamic/details/1/8/Device%20eight");
  });
});
