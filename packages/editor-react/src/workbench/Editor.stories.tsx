import { createEditor } from "@vitrine/editor-core";
import type { HostPreviews } from "../previews/host-previews";
import type { PreviewProps } from "../previews/preview-types";
import { Editor } from "./Editor";
import { editorWith } from "./story-editor";

export default { title: "Editor/Workbench" };

export const Empty = () => <Editor editor={createEditor()} />;
export const CaptionTextPanel = () => (
  <Editor editor={editorWith("captiontext", { name: "New arrivals", description: "This week" })} />
);
export const DividerPanel = () => (
  <Editor editor={editorWith("auxiliarysegmentation", { segmentationtype: 1 })} />
);
export const NoticePanel = () => <Editor editor={editorWith("notice")} />;
export const StoreInfoPanel = () => <Editor editor={editorWith("storeinformation")} />;
export const PictureAdsPanel = () => (
  <Editor
    editor={editorWith("pictureads", {
      swiperType: 1,
      imageList: [
        { src: "", text: "Spring sale" },
        { src: "", text: "New in" },
      ],
    })}
  />
);
export const PlaceholderComponent = () => <Editor editor={editorWith("onlineservice")} />;
export const English = () => <Editor editor={editorWith("captiontext")} locale="en" />;
export const TraditionalChinese = () => <Editor editor={editorWith("notice")} locale="zh-tw" />;
export const RichTextPanel = () => (
  <Editor
    editor={editorWith("richtext", { myValue: "<p>Welcome to <strong>our store</strong></p>" })}
    uploadImage={async (file) => URL.createObjectURL(file)}
  />
);

/** The host's own custom module preview on the canvas (`previews`), instead of the built-in demo. */
function HostCustomModule({ locale }: PreviewProps) {
  return (
    <div style={{ padding: 16, background: "#e3f2fd", color: "#0d47a1", textAlign: "center" }}>
      {locale === "en" ? "Members get 10% off today" : "会员今日享九折"}
    </div>
  );
}
const hostPreviews: HostPreviews = { custommodule: HostCustomModule };

export const CustomModuleByTheHost = () => (
  <Editor editor={editorWith("custommodule")} previews={hostPreviews} />
);

/** Several components, the notice selected: its outline and action bar, and its panel. */
export const SeveralComponentsOneSelected = () => {
  const editor = editorWith("captiontext", { name: "新品上市", description: "本周上新" });
  editor.insert("notice");
  editor.insert("pictureads");
  editor.insert("auxiliarysegmentation", undefined, { segmentationtype: 1 });
  editor.insert("storeinformation");
  const notice = editor.getDocument().components[1];
  if (notice) editor.select([notice.id]);
  return <Editor editor={editor} onSave={() => {}} onPublish={() => {}} onPreview={() => {}} />;
};
