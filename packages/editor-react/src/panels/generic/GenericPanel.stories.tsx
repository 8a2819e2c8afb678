import { createBuiltinRegistry, createEditor, type Editor } from "@vitrine/editor-core";
import type { ReactNode } from "react";
import { sampleProductSource } from "../../pickers/sample-products";
import type { PageSource } from "../../pickers/sources";
import { EditorUiContext, useEditorUi } from "../../workbench/editor-context";
import { StoryFrame } from "../../workbench/StoryFrame";
import { useComponent } from "../use-field";
import { everyWidgetComponent } from "./demo-component";
import { GenericPanel } from "./GenericPanel";

export default { title: "Editor/Panels/Generic" };

const samplePages: PageSource = {
  search: async (text) =>
    [
      { id: 1, name: "春季首页", url: "/api/page/public/1?format=html" },
      { id: 2, name: "会员中心", url: "/api/page/public/2?format=html" },
    ].filter((page) => page.name.includes(text)),
};

/** The story frame's editor context with a page and a product source, as the admin app gives. */
function WithSources({ children }: { children: ReactNode }) {
  const ui = useEditorUi();
  return (
    <EditorUiContext.Provider
      value={{ ...ui, pageSource: samplePages, productSource: sampleProductSource }}
    >
      {children}
    </EditorUiContext.Provider>
  );
}

function Live({ id }: { id: string }) {
  const component = useComponent(id);
  return component ? <GenericPanel component={component} /> : null;
}

/** An editor holding a notice (the tab bar and floating button may not be first) and `type`. */
function editorWithLast(type: string, register?: (editor: Editor) => void): [Editor, string] {
  // Its own registry: a host component registered here must not join the shared one.
  const editor = createEditor({ registry: createBuiltinRegistry() });
  register?.(editor);
  editor.insert("notice");
  const result = editor.insert(type);
  const id = result.ok ? result.id : "";
  editor.select([id]);
  return [editor, id];
}

function panelStory(type: string, register?: (editor: Editor) => void) {
  const [editor, id] = editorWithLast(type, register);
  return (
    <StoryFrame editor={editor}>
      <WithSources>
        <Live id={id} />
      </WithSources>
    </StoryFrame>
  );
}

export const ProductSearch = () => panelStory("commoditysearch");
export const GraphicNavigation = () => panelStory("graphicnavigation");
export const TabBar = () => panelStory("tabBar");
export const MagicCube = () => panelStory("magiccube");
export const Video = () => panelStory("videoss");
export const EnterTheShop = () => panelStory("entertheshop");
export const CommunityPowder = () => panelStory("communitypowder");
export const Follow = () => panelStory("follow");
export const FloatingButton = () => panelStory("suspension");
export const CustomModule = () => panelStory("custommodule");
export const ProductList = () => panelStory("listswitching");
export const NoteCard = () => panelStory("storenotecard");
export const FormModule = () => panelStory("investigate");
/** A host component declaring one field of every widget kind. */
export const EveryWidget = () =>
  panelStory("everywidget", (editor) => editor.registry.register(everyWidgetComponent));
