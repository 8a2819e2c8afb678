import { createEditor } from "@vitrine/editor-core";
import type { HostPreviews } from "../previews/host-previews";
import type { PreviewProps } from "../previews/preview-types";
import { PageRenderer } from "./PageRenderer";

export default { title: "Editor/Previews" };

function samplePage() {
  const editor = createEditor();
  editor.updateSettings({ name: "首页", isBack: true, isPerson: true });
  editor.insert("storeinformation");
  editor.insert("notice");
  editor.insert("captiontext", undefined, {
    name: "New arrivals",
    more: {
      show: true,
      type: 0,
      text: "查看更多",
      httpType: "11",
      http: { externalLink: "https://shop.example/new" },
    },
  });
  editor.insert("pictureads", undefined, {
    swiperType: 3,
    imageList: [
      { src: "", text: "A" },
      { src: "", text: "B" },
      { src: "", text: "C" },
    ],
  });
  editor.insert("auxiliarysegmentation", undefined, { segmentationtype: 1, bordertp: "dashed" });
  editor.insert("crowdoperation");
  editor.insert("personalizedrecommendation");
  return editor.getDocument();
}

export const WholePage = () => (
  <div style={{ width: 375 }}>
    <PageRenderer document={samplePage()} />
  </div>
);
/** Notices on a published page close; the long one scrolls, the short one stands still. */
export const Notices = () => {
  const editor = createEditor();
  editor.insert("notice", undefined, { noticeText: "Free delivery over 99" });
  editor.insert("notice", undefined, {
    noticeText:
      "请填写内容，如果过长，将会在手机上滚动显示。本周全场满100减20，会员再享九五折，欢迎选购",
  });
  return (
    <div style={{ width: 375 }}>
      <PageRenderer document={editor.getDocument()} />
    </div>
  );
};

/** An embedding team's own custom module, drawn instead of the built-in demo (`previews` prop). */
function HostCustomModule({ locale }: PreviewProps) {
  return (
    <div style={{ padding: 16, background: "#fff3e0", color: "#e65100", textAlign: "center" }}>
      {locale === "en" ? "Flash sale ends in 02:15:09" : "限时抢购 02:15:09 后结束"}
    </div>
  );
}
const hostPreviews: HostPreviews = { custommodule: HostCustomModule };

function customModulePage() {
  const editor = createEditor();
  editor.insert("notice");
  editor.insert("custommodule");
  return editor.getDocument();
}

export const CustomModuleReplacedByTheHost = () => (
  <div style={{ width: 375 }}>
    <PageRenderer document={customModulePage()} previews={hostPreviews} />
  </div>
);
