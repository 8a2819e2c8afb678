import { createEditor, type ValidationIssue } from "@vitrine/editor-core";
import { Megaphone } from "lucide-react";
import { Canvas } from "../canvas/Canvas";
import { IssueSummary } from "../issues/IssueSummary";
import { LivePreviewDialog } from "../live-preview/LivePreviewDialog";
import { COMPLETED_COMPONENT_TYPES } from "../palette/completed-components";
import { Palette } from "../palette/Palette";
import { PaletteDragPreview } from "../palette/PaletteDragPreview";
import { Editor } from "./Editor";
import { ImportDialog } from "./ImportDialog";
import { StoryFrame } from "./StoryFrame";
import { editorWith } from "./story-editor";
import { Toolbar } from "./Toolbar";

export default { title: "Editor/Workbench parts" };

function samplePage() {
  const editor = editorWith("captiontext", { name: "新品上市" });
  editor.insert("notice");
  editor.insert("storeinformation", undefined, { name: "" });
  return editor;
}

export const ToolbarSaved = () => {
  const editor = samplePage();
  return (
    <StoryFrame editor={editor} width={900}>
      <Toolbar
        savedDocument={editor.getDocument()}
        onDelete={() => {}}
        onReset={() => {}}
        onSave={() => {}}
        onPublish={() => {}}
        onPreview={() => {}}
      />
    </StoryFrame>
  );
};
/** The unsaved flag shows while the document differs from the saved one. */
export const ToolbarUnsaved = () => {
  const editor = samplePage();
  const saved = editor.getDocument();
  editor.updateSettings({ name: "改过的页面" });
  return (
    <StoryFrame editor={editor} width={900}>
      <Toolbar savedDocument={saved} onDelete={() => {}} onReset={() => {}} />
    </StoryFrame>
  );
};
export const PaletteStory = () => (
  <StoryFrame editor={createEditor()} width={220}>
    <Palette types={COMPLETED_COMPONENT_TYPES} />
  </StoryFrame>
);
PaletteStory.storyName = "Palette";
export const PaletteInTraditionalChinese = () => (
  <StoryFrame editor={createEditor()} locale="zh-tw" width={220}>
    <Palette types={COMPLETED_COMPONENT_TYPES} />
  </StoryFrame>
);
/** What follows the pointer while a palette tile is dragged (a tile's size, as dnd-kit gives it). */
export const PaletteDragPreviewStory = () => (
  <StoryFrame editor={createEditor()} width={120}>
    <div style={{ width: 88, height: 72 }}>
      <PaletteDragPreview icon={Megaphone} title="公告" />
    </div>
  </StoryFrame>
);
PaletteDragPreviewStory.storyName = "Palette drag preview";
export const CanvasStory = () => (
  <StoryFrame editor={samplePage()} width={420}>
    <Canvas />
  </StoryFrame>
);
CanvasStory.storyName = "Canvas";
export const CanvasEmpty = () => (
  <StoryFrame editor={createEditor()} width={420}>
    <Canvas />
  </StoryFrame>
);

function refusedPage() {
  const editor = samplePage();
  const store = editor.getDocument().components[2]?.id;
  const issues: ValidationIssue[] = [
    { componentId: store, path: "name", message: "请输入店铺名称", messageKey: "x" },
    { path: "settings.details", message: "请输入页面描述", messageKey: "y" },
  ];
  return { editor, issues };
}

/** The server's publish refusal listed above the workbench; each item leads to its field. */
export const IssueSummaryStory = () => {
  const { editor, issues } = refusedPage();
  return (
    <StoryFrame editor={editor} issues={issues} width={600}>
      <IssueSummary onSelect={(issue) => editor.select(issue.componentId ?? [])} />
    </StoryFrame>
  );
};
IssueSummaryStory.storyName = "Issue summary";
/** The whole workbench with the refusal: summary, marked block, messages under the fields. */
export const EditorWithServerIssues = () => {
  const { editor, issues } = refusedPage();
  return <Editor editor={editor} issues={issues} />;
};
/** Until the frame says ready the dialog shows its loading bar (no preview page in stories). */
export const LivePreviewLoading = () => {
  const editor = samplePage();
  return (
    <StoryFrame editor={editor}>
      <p>预览</p>
      <LivePreviewDialog editor={editor} previewUrl="about:blank" onClose={() => {}} />
    </StoryFrame>
  );
};

/** The question before an import: what it replaces, what it must empty, whose settings to keep. */
export const ImportDialogWithRefusals = () => (
  <StoryFrame editor={createEditor()} width={520}>
    <ImportDialog
      replaces
      refused={[
        { index: null, componentType: "page", field: "bgImg", value: "javascript:alert(1)" },
        { index: 1, componentType: "suspension", field: "imgUrl", value: "//evil.example/x.png" },
      ]}
      onImport={() => {}}
      onCancel={() => {}}
    />
  </StoryFrame>
);
