import {
  type ComponentInstance,
  createEditor,
  type Editor,
  type Props,
  type ValidationIssue,
} from "@vitrine/editor-core";
import type { ComponentType } from "react";
import { RichTextPanel } from "../rich-text/RichTextPanel";
import { StoryFrame } from "../workbench/StoryFrame";
import { editorWith } from "../workbench/story-editor";
import { CaptionTextPanel } from "./CaptionTextPanel";
import { DividerPanel } from "./DividerPanel";
import { ManagementList } from "./ManagementList";
import { NoticePanel } from "./NoticePanel";
import { PageSettingsPanel } from "./PageSettingsPanel";
import { PictureAdsPanel } from "./PictureAdsPanel";
import { StoreInfoPanel } from "./StoreInfoPanel";
import { useComponent } from "./use-field";

export default { title: "Editor/Panels" };

type Panel = ComponentType<{ component: ComponentInstance }>;

/** A panel following its component as it is edited (as the side panel does). */
function Live({ id, panel: PanelOf }: { id: string; panel: Panel }) {
  const component = useComponent(id);
  return component ? <PanelOf component={component} /> : null;
}

function panelStory(type: string, panel: Panel, props: Props = {}) {
  const editor = editorWith(type, props);
  const id = editor.getSelection()[0] ?? "";
  return (
    <StoryFrame editor={editor}>
      <Live id={id} panel={panel} />
    </StoryFrame>
  );
}

export const PageSettings = () => (
  <StoryFrame editor={editorWith("notice")}>
    <PageSettingsPanel
      categories={[
        { value: 1, label: "首页" },
        { value: 2, label: "活动页" },
      ]}
    />
  </StoryFrame>
);
export const PageSettingsWithMessages = () => {
  const editor = editorWith("notice");
  editor.updateSettings({ name: "", details: "", titleHeight: 120 });
  return (
    <StoryFrame editor={editor}>
      <PageSettingsPanel />
    </StoryFrame>
  );
};
export const CaptionText = () =>
  panelStory("captiontext", CaptionTextPanel, { name: "新品上市", description: "本周上新" });
export const CaptionTextWithMore = () =>
  panelStory("captiontext", CaptionTextPanel, {
    name: "热卖推荐",
    more: { show: true, type: 0, text: "查看更多", httpType: "11", http: {} },
  });
export const Divider = () =>
  panelStory("auxiliarysegmentation", DividerPanel, { segmentationtype: 1 });
export const Notice = () => panelStory("notice", NoticePanel);
export const NoticeEmpty = () => panelStory("notice", NoticePanel, { noticeText: "" });
export const PictureAds = () =>
  panelStory("pictureads", PictureAdsPanel, {
    swiperType: 2,
    imageList: [
      { src: "", text: "Spring sale" },
      { src: "", text: "New in" },
    ],
  });
export const StoreInfo = () => panelStory("storeinformation", StoreInfoPanel, { name: "旗舰店" });
export const RichText = () =>
  panelStory("richtext", RichTextPanel, { myValue: "<p>欢迎光临<strong>本店</strong></p>" });
export const InEnglish = () => {
  const editor = editorWith("captiontext");
  const id = editor.getSelection()[0] ?? "";
  return (
    <StoryFrame editor={editor} locale="en">
      <Live id={id} panel={CaptionTextPanel} />
    </StoryFrame>
  );
};

/** A server refusal shown under its field. */
export const WithServerIssue = () => {
  const editor = editorWith("storeinformation", { name: "旗舰店" });
  const id = editor.getSelection()[0] ?? "";
  const issues: ValidationIssue[] = [
    { componentId: id, path: "name", message: "店铺名称已被占用", messageKey: "custom" },
  ];
  return (
    <StoryFrame editor={editor} issues={issues}>
      <Live id={id} panel={StoreInfoPanel} />
    </StoryFrame>
  );
};

function pageOfSeveral(): Editor {
  const editor = editorWith("captiontext", { name: "新品上市" });
  editor.insert("notice");
  editor.insert("pictureads");
  editor.insert("tabBar");
  return editor;
}

/** Drag handles, move buttons and delete; the tab bar row is pinned. */
export const ManagementListStory = () => (
  <StoryFrame editor={pageOfSeveral()}>
    <ManagementList onDelete={(id) => window.alert(`delete ${id}`)} />
  </StoryFrame>
);
ManagementListStory.storyName = "Management list";
export const ManagementListEmpty = () => (
  <StoryFrame editor={createEditor()}>
    <ManagementList onDelete={() => {}} />
  </StoryFrame>
);
