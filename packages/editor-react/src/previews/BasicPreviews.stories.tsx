import { CommoditySearchPreview } from "./CommoditySearchPreview";
import { CommunityPowderPreview } from "./CommunityPowderPreview";
import { CustomModulePreview } from "./CustomModulePreview";
import { EnterTheShopPreview } from "./EnterTheShopPreview";
import { FollowPreview } from "./FollowPreview";
import { GraphicNavigationPreview } from "./GraphicNavigationPreview";
import { MagicCubePreview } from "./MagicCubePreview";
import { PictureAdsPreview } from "./PictureAdsPreview";
import { SuspensionPreview } from "./SuspensionPreview";
import { StoryPhone, sampleImage } from "./story-phone";
import { propsOf } from "./story-props";
import { TabBarPreview } from "./TabBarPreview";
import { VideoPreview } from "./VideoPreview";

export default { title: "Editor/Previews/Basic components" };

const navItems = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    src: sampleImage(i % 2 ? "#ffb74d" : "#4fc3f7"),
    text: `导航${i + 1}`,
    linktype: "10",
    http: {},
  }));
const cube = (type: number) => (
  <StoryPhone caption={`magic cube, layout ${type}`}>
    <MagicCubePreview
      locale="zh-cn"
      props={propsOf("magiccube", { rubiksCubeType: type, imgMargin: 4 })}
    />
  </StoryPhone>
);

export const SearchSquareLeft = () => (
  <StoryPhone caption="search, square, text left, height 28">
    <CommoditySearchPreview locale="zh-cn" props={propsOf("commoditysearch")} />
  </StoryPhone>
);
export const SearchRoundCentredScan = () => (
  <StoryPhone caption="search, round, centred, scan icon, height 40, hot word">
    <CommoditySearchPreview
      locale="zh-cn"
      props={propsOf("commoditysearch", {
        borderRadius: 1,
        textPosition: 1,
        sweep: true,
        heights: 40,
        hotords: [{ text: "春季新品" }],
        backgroundColor: "#ee0a24",
      })}
    />
  </StoryPhone>
);
export const SearchFixedAtTopOnPage = () => (
  <StoryPhone
    caption="search fixed at the top on a published page (stays while the page scrolls)"
    surface="page"
  >
    <CommoditySearchPreview
      locale="zh-cn"
      props={propsOf("commoditysearch", { position: 1, heights: 50 })}
    />
    <div style={{ height: 800, background: "linear-gradient(#fff, #ddd)" }} />
  </StoryPhone>
);
export const NavigationFixedFive = () => (
  <StoryPhone caption="graphic navigation, fixed, 5 per row">
    <GraphicNavigationPreview
      locale="zh-cn"
      props={propsOf("graphicnavigation", { imageList: navItems(5) })}
    />
  </StoryPhone>
);
export const NavigationFixedWrapping = () => (
  <StoryPhone caption="graphic navigation, fixed, 8 items wrap at 5 per row, round images">
    <GraphicNavigationPreview
      locale="zh-cn"
      props={propsOf("graphicnavigation", { imageList: navItems(8), borderRadius: 50 })}
    />
  </StoryPhone>
);
export const NavigationSlidingEleven = () => (
  <StoryPhone caption="graphic navigation, sliding, 11 per screen, 14 items">
    <GraphicNavigationPreview
      locale="zh-cn"
      props={propsOf("graphicnavigation", {
        imageList: navItems(14),
        imgStyle: 1,
        showSize: 11,
        textSize: 10,
      })}
    />
  </StoryPhone>
);
export const NavigationTextOnBackground = () => (
  <StoryPhone caption="graphic navigation, texts only, background image, text height 50">
    <GraphicNavigationPreview
      locale="zh-cn"
      props={propsOf("graphicnavigation", {
        imageList: navItems(5),
        navigationType: 1,
        textHeight: 50,
        bgImg: sampleImage("#c5e1a5"),
      })}
    />
  </StoryPhone>
);
export const TabBarDefault = () => (
  <StoryPhone caption="tab bar, first item highlighted">
    <TabBarPreview locale="zh-cn" props={propsOf("tabBar")} />
  </StoryPhone>
);
export const TabBarHighlightAndDot = () => {
  const props = propsOf("tabBar", { Highlight: 2, activeColor: "#ee0a24", isShowBorder: false });
  const items = (props.iconList as Record<string, unknown>[]).map((item, i) => ({
    ...item,
    isDot: i === 3,
  }));
  return (
    <StoryPhone caption="tab bar, third highlighted in red, red dot on the fourth, no border">
      <TabBarPreview locale="zh-cn" props={{ ...props, iconList: items }} />
    </StoryPhone>
  );
};
export const TabBarEmpty = () => (
  <StoryPhone caption="tab bar without items: the canvas placeholder">
    <TabBarPreview locale="zh-cn" props={propsOf("tabBar", { iconList: [] })} />
  </StoryPhone>
);
export const PictureAdsEmpty = () => (
  <StoryPhone caption="picture ads without images: the canvas placeholder (English)">
    <PictureAdsPreview locale="en" props={propsOf("pictureads", { swiperType: 1 })} />
  </StoryPhone>
);
export const TabBarImages = () => (
  <StoryPhone caption="tab bar, selected and unselected images, five items">
    <TabBarPreview
      locale="zh-cn"
      props={propsOf("tabBar", {
        Highlight: 1,
        iconList: ["首页", "分类", "发现", "购物车", "我的"].map((text) => ({
          iconName: "",
          iconText: text,
          iconPic: sampleImage("#1989fa"),
          inactive: sampleImage("#c8c9cc"),
          isDot: false,
          linktype: "10",
          http: {},
        })),
      })}
    />
  </StoryPhone>
);
export const MagicCubeTwoPerRow = () => cube(0);
export const MagicCubeThreePerRow = () => cube(1);
export const MagicCubeFourPerRow = () => cube(2);
export const MagicCubeTwoLeftTwoRight = () => cube(3);
export const MagicCubeOneLeftTwoRight = () => cube(4);
export const MagicCubeOneTopTwoBottom = () => cube(5);
export const MagicCubeOneLeftThreeRight = () => cube(6);
export const MagicCubeWithImages = () => (
  <StoryPhone caption="magic cube, layout 6 with images, page margin 10">
    <MagicCubePreview
      locale="zh-cn"
      props={propsOf("magiccube", {
        rubiksCubeType: 6,
        pageMargin: 10,
        imgMargin: 6,
        imageList: ["#ef9a9a", "#90caf9", "#a5d6a7", "#fff59d"].map((c) => ({
          src: sampleImage(c),
          linktype: "10",
          http: {},
        })),
      })}
    />
  </StoryPhone>
);
export const VideoEmpty = () => (
  <StoryPhone caption="video without an address">
    <VideoPreview locale="zh-cn" props={propsOf("videoss")} />
  </StoryPhone>
);
export const VideoWithCover = () => (
  <StoryPhone caption="video with a cover as poster">
    <VideoPreview
      locale="zh-cn"
      props={propsOf("videoss", {
        src: "https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.mp4",
        coverUrl: sampleImage("#263238"),
      })}
    />
  </StoryPhone>
);
export const VideoAutoplay = () => (
  <StoryPhone caption="video that starts by itself (muted)">
    <VideoPreview
      locale="zh-cn"
      props={propsOf("videoss", {
        src: "https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.mp4",
        autoplay: true,
      })}
    />
  </StoryPhone>
);
export const Cell = () => (
  <StoryPhone caption="cell, defaults">
    <EnterTheShopPreview locale="zh-cn" props={propsOf("entertheshop")} />
  </StoryPhone>
);
export const CellWithIcon = () => (
  <StoryPhone caption="cell with icon">
    <EnterTheShopPreview
      locale="zh-cn"
      props={propsOf("entertheshop", {
        icon: sampleImage("#ff976a"),
        text: "进店逛逛",
        copywriting: "全场包邮",
      })}
    />
  </StoryPhone>
);
export const CommunityPowder = () => (
  <StoryPhone caption="community follower growth, in the editor">
    <CommunityPowderPreview
      locale="zh-cn"
      props={propsOf("communitypowder", { mainImg: sampleImage("#07c160") })}
    />
  </StoryPhone>
);
export const CommunityPowderOnPage = () => (
  <StoryPhone
    caption="community follower growth on a page: the button opens the QR image"
    surface="static-page"
  >
    <CommunityPowderPreview
      id="story"
      locale="zh-cn"
      props={propsOf("communitypowder", {
        mainImg: sampleImage("#07c160"),
        qrcodeImg: sampleImage("#000"),
        backColor: "#f0f9eb",
      })}
    />
  </StoryPhone>
);
export const Follow = () => (
  <StoryPhone caption="follow official account">
    <FollowPreview
      locale="zh-cn"
      props={propsOf("follow", { heade: sampleImage("#1989fa"), followName: "Vitrine 商城" })}
    />
  </StoryPhone>
);
export const FollowDefaults = () => (
  <StoryPhone caption="follow official account, nothing filled in">
    <FollowPreview locale="zh-cn" props={propsOf("follow")} />
  </StoryPhone>
);
export const FloatingButton = () => (
  <StoryPhone caption="floating button in the editor (fixed bottom right on pages)">
    <SuspensionPreview locale="zh-cn" props={propsOf("suspension")} />
  </StoryPhone>
);
export const FloatingButtonWithImage = () => (
  <StoryPhone caption="floating button with its chosen image">
    <SuspensionPreview
      locale="zh-cn"
      props={propsOf("suspension", { imgUrl: sampleImage("#ee0a24") })}
    />
  </StoryPhone>
);
export const CustomModuleDemoAndImage = () => (
  <StoryPhone caption="custom module with its stored demo text and image">
    <CustomModulePreview
      locale="zh-cn"
      props={propsOf("custommodule", { demo: "会员专享九折", img: sampleImage("#1989fa") })}
    />
  </StoryPhone>
);
export const CustomModule = () => (
  <StoryPhone caption="custom module, the built-in demo content">
    <CustomModulePreview locale="zh-cn" props={propsOf("custommodule")} />
  </StoryPhone>
);
