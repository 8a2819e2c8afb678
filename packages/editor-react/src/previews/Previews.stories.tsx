import type { ReactNode } from "react";
import { CaptionTextPreview } from "./CaptionTextPreview";
import { DividerPreview } from "./DividerPreview";
import { NoticePreview } from "./NoticePreview";
import { PageHeaderView } from "./PageHeaderView";
import { PictureAdsPreview } from "./PictureAdsPreview";
import { PlaceholderPreview } from "./PlaceholderPreview";
import { RichTextPreview } from "./RichTextPreview";
import { RenderSurfaceContext } from "./render-surface";
import { StoreInfoPreview } from "./StoreInfoPreview";
import { pageSettings, propsOf } from "./story-props";

export default { title: "Editor/Previews/Components" };

/** A 375 px phone column with a caption saying what is shown. */
function Phone({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <figure style={{ width: 375, margin: 0, background: "#f9f9f9" }}>
      {children}
      <figcaption style={{ fontSize: 12, color: "#969799", padding: 4 }}>{caption}</figcaption>
    </figure>
  );
}

const images = [
  { src: "", text: "Spring sale" },
  { src: "", text: "New in" },
  { src: "", text: "Last chance" },
];

export const PageHeader = () => (
  <Phone caption="page header, back and person icons">
    <PageHeaderView settings={pageSettings({ name: "首页", isBack: true, isPerson: true })} />
  </Phone>
);
export const CaptionTextLeft = () => (
  <Phone caption="caption text, left">
    <CaptionTextPreview
      locale="zh-cn"
      props={propsOf("captiontext", { name: "新品上市", description: "本周上新" })}
    />
  </Phone>
);
export const CaptionTextCentredWithMore = () => (
  <Phone caption="caption text, centred, with 查看更多">
    <CaptionTextPreview
      locale="zh-cn"
      props={propsOf("captiontext", {
        name: "热卖推荐",
        positions: "center",
        borderBott: true,
        more: { show: true, type: 1, text: "查看更多", httpType: "10", http: {} },
      })}
    />
  </Phone>
);
export const CaptionTextLinkOnPage = () => (
  <Phone caption="caption text on a published page: 查看更多 is a link">
    <RenderSurfaceContext.Provider value="page">
      <CaptionTextPreview
        locale="zh-cn"
        props={propsOf("captiontext", {
          name: "热卖推荐",
          more: {
            show: true,
            type: 0,
            text: "查看更多",
            httpType: "11",
            http: { externalLink: "https://shop.example/hot" },
          },
        })}
      />
    </RenderSurfaceContext.Provider>
  </Phone>
);
export const DividerBlank = () => (
  <Phone caption="divider, blank 30 px">
    <DividerPreview locale="zh-cn" props={propsOf("auxiliarysegmentation")} />
  </Phone>
);
export const DividerDashedLine = () => (
  <Phone caption="divider, dashed line with margins">
    <DividerPreview
      locale="zh-cn"
      props={propsOf("auxiliarysegmentation", {
        segmentationtype: 1,
        bordertp: "dashed",
        paddType: 1,
      })}
    />
  </Phone>
);
export const Notice = () => (
  <Phone caption="notice that fits: stands still">
    <NoticePreview locale="zh-cn" props={propsOf("notice", { noticeText: "全场满100减20" })} />
  </Phone>
);
export const NoticeTooLong = () => (
  <Phone caption="notice too long for the bar: scrolls after 1 s at 100 px/s">
    <NoticePreview
      locale="zh-cn"
      props={propsOf("notice", {
        noticeText: "请填写内容，如果过长，将会在手机上滚动显示。本周全场满100减20，会员再享九五折",
      })}
    />
  </Phone>
);
export const NoticeCloseable = () => (
  <Phone caption="notice that hides itself on close">
    <NoticePreview
      closeable
      locale="zh-cn"
      props={propsOf("notice", { noticeText: "全场满100减20" })}
    />
  </Phone>
);
export const PictureAdsOnePerRow = () => (
  <Phone caption="picture ads, type 0">
    <PictureAdsPreview locale="zh-cn" props={propsOf("pictureads", { imageList: images })} />
  </Phone>
);
export const PictureAdsCarousel = () => (
  <Phone caption="picture ads, type 1 with bullets">
    <PictureAdsPreview
      locale="zh-cn"
      props={propsOf("pictureads", { swiperType: 1, pagingType: "bullets", imageList: images })}
    />
  </Phone>
);
export const PictureAdsThreePerRow = () => (
  <Phone caption="picture ads, type 2, 3 per row">
    <PictureAdsPreview
      locale="zh-cn"
      props={propsOf("pictureads", { swiperType: 2, rowindividual: 3, imageList: images })}
    />
  </Phone>
);
export const PictureAdsCentred = () => (
  <Phone caption="picture ads, type 3, 1.3 centred slides, radius 30">
    <PictureAdsPreview
      locale="zh-cn"
      props={propsOf("pictureads", {
        swiperType: 3,
        borderRadius: 30,
        pagingType: "fraction",
        imageList: images,
      })}
    />
  </Phone>
);
export const RichText = () => (
  <Phone caption="rich text">
    <RichTextPreview
      locale="zh-cn"
      props={propsOf("richtext", { myValue: "<p>欢迎光临<strong>本店</strong></p>" })}
    />
  </Phone>
);
export const StoreInfo = () => (
  <Phone caption="store info, style 1">
    <StoreInfoPreview
      locale="zh-cn"
      props={propsOf("storeinformation", { name: "Vitrine 旗舰店", Discount: "满100减20" })}
    />
  </Phone>
);
export const Placeholders = () => (
  <Phone caption="crowd operation, personalised recommendation, online service">
    {["crowdoperation", "personalizedrecommendation", "onlineservice"].map((type) => (
      <PlaceholderPreview key={type} type={type} locale="zh-cn" props={propsOf(type)} />
    ))}
  </Phone>
);
export const PlaceholdersInEnglish = () => (
  <Phone caption="placeholders in English">
    <PlaceholderPreview type="onlineservice" locale="en" props={propsOf("onlineservice")} />
  </Phone>
);
