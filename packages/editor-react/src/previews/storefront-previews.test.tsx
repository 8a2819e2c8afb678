import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { CommoditySearchPreview } from "./CommoditySearchPreview";
import { CommunityPowderPreview } from "./CommunityPowderPreview";
import { EnterTheShopPreview } from "./EnterTheShopPreview";
import { FormModulePreview } from "./FormModulePreview";
import { GraphicNavigationPreview } from "./GraphicNavigationPreview";
import { MagicCubePreview } from "./MagicCubePreview";
import { NoteCardPreview } from "./NoteCardPreview";
import { ProductListPreview } from "./ProductListPreview";
import { PageIdContext, type RenderSurface, RenderSurfaceContext } from "./render-surface";
import { SuspensionPreview } from "./SuspensionPreview";
import { propsOf } from "./story-props";
import { TabBarPreview } from "./TabBarPreview";
import { VideoPreview } from "./VideoPreview";

function draw(element: ReactElement, surface: RenderSurface = "editor", pageId?: string) {
  return render(
    <RenderSurfaceContext.Provider value={surface}>
      <PageIdContext.Provider value={pageId}>{element}</PageIdContext.Provider>
    </RenderSurfaceContext.Provider>,
  );
}

const slots = (container: HTMLElement, area: string) =>
  container.querySelectorAll(`[data-cube-slot="${area}"]`).length;

describe("magic cube", () => {
  it("draws the original's grids: layout 3 two left two right, 4 one left two right, 6 one left three right", () => {
    const three = draw(
      <MagicCubePreview locale="zh-cn" props={propsOf("magiccube", { rubiksCubeType: 3 })} />,
    );
    expect([slots(three.container, "left"), slots(three.container, "right")]).toEqual([2, 2]);
    three.unmount();
    const four = draw(
      <MagicCubePreview locale="zh-cn" props={propsOf("magiccube", { rubiksCubeType: 4 })} />,
    );
    expect([slots(four.container, "left"), slots(four.container, "right")]).toEqual([1, 2]);
    four.unmount();
    const five = draw(
      <MagicCubePreview locale="zh-cn" props={propsOf("magiccube", { rubiksCubeType: 5 })} />,
    );
    expect([slots(five.container, "top"), slots(five.container, "bottom")]).toEqual([1, 2]);
    five.unmount();
    const six = draw(
      <MagicCubePreview locale="zh-cn" props={propsOf("magiccube", { rubiksCubeType: 6 })} />,
    );
    expect([slots(six.container, "left"), slots(six.container, "right")]).toEqual([1, 3]);
  });

  it("draws 2, 3 or 4 per row with the recommended width in each empty slot of the editor", () => {
    for (const [type, count, width] of [
      [0, 2, 375],
      [1, 3, 250],
      [2, 4, 188],
    ] as const) {
      const view = draw(
        <MagicCubePreview locale="zh-cn" props={propsOf("magiccube", { rubiksCubeType: type })} />,
      );
      expect(slots(view.container, "row")).toBe(count);
      expect(screen.getAllByText(`宽度${width}像素`)).toHaveLength(count);
      view.unmount();
    }
  });
});

describe("product list", () => {
  it("puts the chosen corner mark at the chosen corner in the chosen colour", () => {
    const { container } = draw(
      <ProductListPreview
        locale="zh-cn"
        props={propsOf("listswitching", {
          imageList: [{ name: "Green tea", price: 12, coverUrl: "" }],
          commoditycornertype: 3,
          tagPosition: 3,
          commodityTagColor: "rgb(255, 0, 0)",
        })}
      />,
    );
    const mark = screen.getByText("HOT");
    expect(mark.dataset.cornerMark).toBe("bottom-right");
    expect(mark.style.background).toBe("rgb(255, 0, 0)");
    expect(screen.getByText("Green tea")).toBeTruthy();
    expect(screen.getByText("¥12")).toBeTruthy();
    expect(container.querySelector('[data-buy-button="0"]')).not.toBeNull();
  });

  it("hides the corner mark, price and purchase button when switched off; text buttons show their text", () => {
    const hidden = draw(
      <ProductListPreview
        locale="zh-cn"
        props={propsOf("listswitching", {
          commoditycorner: false,
          priceofcommodity: false,
          purchasebutton: false,
        })}
      />,
    );
    expect(hidden.container.querySelector("[data-corner-mark]")).toBeNull();
    expect(hidden.container.querySelector("[data-price]")).toBeNull();
    expect(hidden.container.querySelector("[data-buy-button]")).toBeNull();
    hidden.unmount();
    draw(
      <ProductListPreview
        locale="zh-cn"
        props={propsOf("listswitching", { purchasebuttonType: 5, purchase: "抢购" })}
      />,
    );
    expect(screen.getAllByText("抢购").length).toBeGreaterThan(0);
    expect(screen.getAllByText("新品").length).toBeGreaterThan(0);
  });

  it("draws tabbed groups whose tabs switch groups without script", async () => {
    const user = userEvent.setup();
    const { container } = draw(
      <ProductListPreview
        id="p1"
        locale="zh-cn"
        props={propsOf("listswitching", {
          commoditylisttype: 1,
          commoditylisttypetab: [
            { text: "Tea", imageList: [{ name: "Green tea" }] },
            { text: "Coffee", imageList: [{ name: "Espresso" }] },
          ],
        })}
      />,
      "static-page",
    );
    const radios = container.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    expect([...radios].map((radio) => radio.checked)).toEqual([true, false]);
    expect(getComputedStyle(container.querySelector('[data-group="1"]') as Element).display).toBe(
      "none",
    );
    expect(getComputedStyle(container.querySelector('[data-group="0"]') as Element).display).toBe(
      "block",
    );
    await user.click(screen.getByText("Coffee"));
    expect([...radios].map((radio) => radio.checked)).toEqual([false, true]);
    const shown = (group: number) =>
      getComputedStyle(container.querySelector(`[data-group="${group}"]`) as Element).display;
    expect([shown(0), shown(1)]).toEqual(["none", "block"]);
    // The checked tab takes the tab colour (the original's orange by default).
    expect(getComputedStyle(screen.getByText("Coffee")).color).toBe("rgb(243, 152, 0)");
    expect(getComputedStyle(screen.getByText("Tea")).color).toBe("rgb(50, 50, 51)");
    expect(container.querySelector('[data-group="1"]')?.textContent).toContain("Espresso");
  });

  it("lays out two per row for layout 1 and scrolls sideways for layout 5", () => {
    const two = draw(
      <ProductListPreview locale="zh-cn" props={propsOf("listswitching", { commodityType: 1 })} />,
    );
    const grid = two.container.querySelector<HTMLElement>('[data-layout="1"]');
    expect(grid?.style.gridTemplateColumns).toBe("repeat(2, minmax(0px, 1fr))");
    two.unmount();
    const scroll = draw(
      <ProductListPreview locale="zh-cn" props={propsOf("listswitching", { commodityType: 5 })} />,
    );
    expect(scroll.container.querySelector<HTMLElement>('[data-layout="5"]')?.style.overflowX).toBe(
      "auto",
    );
  });
});

describe("tab bar", () => {
  it("highlights the item at Highlight in the active colour and marks red dots", async () => {
    const props = propsOf("tabBar", { Highlight: 2, activeColor: "rgb(1, 2, 3)" });
    const items = (props.iconList as Record<string, unknown>[]).map((item, index) =>
      index === 3 ? { ...item, isDot: true } : item,
    );
    const { container } = draw(
      <TabBarPreview locale="zh-cn" props={{ ...props, iconList: items }} />,
    );
    const active = container.querySelectorAll("[data-tab-active]");
    expect(active).toHaveLength(1);
    expect(active[0]?.parentElement?.textContent).toBe("购物车");
    expect((active[0]?.parentElement as HTMLElement | null)?.style.color).toBe("rgb(1, 2, 3)");
    expect(container.querySelectorAll("[data-tab-dot]")).toHaveLength(1);
    // The default items' vant names (home-o, …) draw icons, once the icon set has loaded.
    await waitFor(() => expect(container.querySelectorAll("svg")).toHaveLength(4));
  });

  it("is fixed at the bottom of the phone on pages shoppers see", () => {
    const { container } = draw(<TabBarPreview locale="zh-cn" props={propsOf("tabBar")} />, "page");
    expect(container.querySelector("nav")?.style.position).toBe("fixed");
  });
});

describe("search bar", () => {
  it("stays at the top of the phone when fixed, on pages shoppers see; round with its first hot word", () => {
    const props = propsOf("commoditysearch", {
      position: 1,
      borderRadius: 1,
      heights: 40,
      sweep: true,
      hotords: [{ text: "green tea" }],
    });
    const page = draw(<CommoditySearchPreview locale="zh-cn" props={props} />, "static-page");
    const bar = page.container.querySelector<HTMLElement>('[data-search-position="fixed"]');
    expect(bar?.style.position).toBe("fixed");
    expect(bar?.style.top).toBe("0px");
    // A real search on a published page: the hot word is the box's hint, the form goes to /s/search.
    const box = screen.getByRole<HTMLInputElement>("searchbox", { name: "green tea" });
    expect(box.placeholder).toBe("green tea");
    expect(box.name).toBe("q");
    expect(box.form?.getAttribute("action")).toBe("/s/search");
    expect(box.form?.getAttribute("method")).toBe("get");
    expect(screen.getByRole("img", { name: "扫一扫" })).toBeTruthy();
    expect((bar?.firstElementChild as HTMLElement | null)?.style.borderRadius).toBe("20px");
    page.unmount();
    const normal = draw(
      <CommoditySearchPreview locale="zh-cn" props={propsOf("commoditysearch")} />,
      "page",
    );
    expect(
      normal.container.querySelector<HTMLElement>("[data-search-position]")?.style.position,
    ).toBe("");
    expect(screen.getByText("搜索商品")).toBeTruthy();
  });
});

describe("graphic navigation", () => {
  it("wraps when fixed and scrolls sideways when sliding, showSize per screen", () => {
    const list = Array.from({ length: 8 }, (_, i) => ({
      src: "",
      text: `Item ${i}`,
      linktype: "10",
      http: {},
    }));
    const fixed = draw(
      <GraphicNavigationPreview
        locale="zh-cn"
        props={propsOf("graphicnavigation", { imageList: list, showSize: 5 })}
      />,
    );
    const box = fixed.container.querySelector<HTMLElement>('[data-navigation="fixed"]');
    expect(box?.style.flexWrap).toBe("wrap");
    expect((box?.firstElementChild as HTMLElement | null)?.style.flex).toBe("0 0 20%");
    fixed.unmount();
    const sliding = draw(
      <GraphicNavigationPreview
        locale="zh-cn"
        props={propsOf("graphicnavigation", { imageList: list, imgStyle: 1, showSize: 4 })}
      />,
    );
    const row = sliding.container.querySelector<HTMLElement>('[data-navigation="sliding"]');
    expect(row?.style.flexWrap).toBe("nowrap");
    expect(row?.style.overflowX).toBe("auto");
    // Below the original's range of 5 to 11, five per screen.
    expect((row?.firstElementChild as HTMLElement | null)?.style.flex).toBe("0 0 20%");
    expect(screen.getByText("Item 7")).toBeTruthy();
  });
});

describe("video, cell, community, floating button, note card", () => {
  it("plays the video with the cover as poster, muted when it starts by itself", () => {
    const { container } = draw(
      <VideoPreview
        locale="zh-cn"
        props={propsOf("videoss", {
          src: "/uploads/a.mp4",
          coverUrl: "/uploads/c.png",
          autoplay: true,
        })}
      />,
    );
    const video = container.querySelector("video");
    expect(video?.getAttribute("src")).toBe("/uploads/a.mp4");
    expect(video?.getAttribute("poster")).toBe("/uploads/c.png");
    expect(video?.autoplay).toBe(true);
    expect(video?.muted).toBe(true);
  });

  it("draws the cell's left title and right content, a link on pages shoppers see", () => {
    draw(
      <EnterTheShopPreview
        locale="zh-cn"
        props={propsOf("entertheshop", {
          type: "11",
          http: { externalLink: "https://shop.example/" },
        })}
      />,
      "page",
    );
    const link = screen.getByRole("link", { name: "左侧标题" });
    expect(link.getAttribute("href")).toBe("https://shop.example/");
    expect(within(link).getByText("右侧内容")).toBeTruthy();
  });

  it("opens the community QR image from its button without script", () => {
    draw(
      <CommunityPowderPreview
        id="g1"
        locale="zh-cn"
        props={propsOf("communitypowder", { qrcodeImg: "/uploads/qr.png" })}
      />,
      "static-page",
    );
    const button = screen.getByRole("link", { name: "立即添加" });
    expect(button.getAttribute("href")).toBe("#vitrine-qr-g1");
    const overlay = document.getElementById("vitrine-qr-g1");
    expect(overlay?.querySelector("img")?.getAttribute("src")).toBe("/uploads/qr.png");
  });

  it("floats the button at the bottom right on pages, in its block in the editor", () => {
    const page = draw(<SuspensionPreview locale="zh-cn" props={propsOf("suspension")} />, "page");
    const floating = page.container.querySelector<HTMLElement>('[data-floating="fixed"]');
    expect(floating?.style.position).toBe("fixed");
    expect(floating?.style.bottom).toBe("80px");
    page.unmount();
    const editor = draw(<SuspensionPreview locale="zh-cn" props={propsOf("suspension")} />);
    expect(editor.container.querySelector('[data-floating="editor"]')).not.toBeNull();
  });

  it("draws the floating button's chosen image, and the default icon while it has none", () => {
    const props = propsOf("suspension", { imgUrl: "/uploads/image/float.png" });
    const page = draw(<SuspensionPreview locale="zh-cn" props={props} />, "page");
    expect(page.container.querySelector("img")?.getAttribute("src")).toBe(
      "/uploads/image/float.png",
    );
    page.unmount();
    const plain = draw(<SuspensionPreview locale="zh-cn" props={propsOf("suspension")} />);
    expect(plain.container.querySelector("img")).toBeNull();
    expect(plain.container.querySelector("svg")).not.toBeNull();
  });

  it("shows the note card's label, reading count and likes only when switched on, the title below the image when asked", () => {
    const notes = [{ src: "", text: "Spring walk", readingNumber: 12, praisePoints: 3 }];
    const on = draw(
      <NoteCardPreview
        locale="zh-cn"
        props={propsOf("storenotecard", { imageList: notes, positions: "bottom" })}
      />,
    );
    expect(screen.getByText("12 阅读")).toBeTruthy();
    expect(screen.getByText("3 赞")).toBeTruthy();
    const title = screen.getByText("Spring walk");
    const image = on.container.querySelector("[data-empty-image]");
    expect(image?.compareDocumentPosition(title) ?? 0).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    on.unmount();
    const off = draw(
      <NoteCardPreview
        locale="zh-cn"
        props={propsOf("storenotecard", {
          imageList: notes,
          noteLabels: false,
          readingNumber: false,
          praisePoints: false,
          viewMore1: false,
          viewMore2: false,
        })}
      />,
    );
    for (const part of ["label", "reads", "likes", "more"])
      expect(off.container.querySelector(`[data-note-${part}]`)).toBeNull();
  });
});

describe("form module", () => {
  const questions = [
    { type: 0, name: "姓名", required: true },
    { type: 1, name: "城市", value1: "上海#深圳" },
    { type: 2, name: "人数", value1: "1#2", required: true },
    { type: 3, name: "兴趣", value1: "美食#旅行" },
  ];

  it("is a form posting q0…q3 to the page's form address on a published page", () => {
    const { container } = draw(
      <FormModulePreview
        id="f1"
        locale="zh-cn"
        props={propsOf("investigate", { title: "报名", jsonData: questions })}
      />,
      "static-page",
      "42",
    );
    const form = container.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/api/page/public/42/form/f1");
    expect(container.querySelector<HTMLInputElement>('input[name="q0"]')?.required).toBe(true);
    expect([...(container.querySelector("select")?.options ?? [])].map((o) => o.value)).toEqual([
      "",
      "上海",
      "深圳",
    ]);
    expect(container.querySelectorAll('input[type="radio"][name="q2"]')).toHaveLength(2);
    expect(container.querySelectorAll('input[type="checkbox"][name="q3"]')).toHaveLength(2);
    expect(container.querySelectorAll("[data-required-mark]")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "提交" }).getAttribute("type")).toBe("submit");
  });

  it("draws the questions in the editor without a form that could send", () => {
    const { container } = draw(
      <FormModulePreview
        id="f1"
        locale="zh-cn"
        props={propsOf("investigate", { title: "报名", jsonData: questions })}
      />,
    );
    expect(container.querySelector("form")).toBeNull();
    expect(screen.getByText("报名")).toBeTruthy();
    expect(screen.getByText("兴趣")).toBeTruthy();
    expect(container.querySelector<HTMLInputElement>('input[name="q0"]')?.disabled).toBe(true);
  });
});
