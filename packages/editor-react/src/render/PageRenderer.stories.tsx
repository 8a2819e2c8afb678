import { createEditor } from "@vitrine/editor-core";
import { NoticePreview } from "../previews/NoticePreview";
import { PageRenderer } from "./PageRenderer";

export default { title: "Editor/Previews" };

function samplePage() {
  const editor = createEditor();
  editor.updateSettings({ name: "首页", isBack: true, isPerson: true });
  editor.insert("storeinformation");
  editor.insert("notice");
  editor.insert("captiontext", undefined, {
    name: "New arrivals",
    more: { show: true, type: 0, text: "查看更多", httpType: "10", http: {} },
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
export const ClosableNotice = () => (
  <div style={{ width: 375 }}>
    <NoticePreview
      closeable
      locale="zh-cn"
      props={{ noticeText: "Free delivery over 99", backColor: "#fff8e9", textColor: "#646566" }}
    />
  </div>
);
