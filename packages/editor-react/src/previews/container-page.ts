import { createBuiltinRegistry, createEditor, type PageDocument } from "@vitrine/editor-core";

/**
 * A page with the two built-in containers holding blocks: a two-column block (a notice on the
 * left, a title on the right) and tabs whose second tab holds a notice. For tests and stories.
 */
export function containerPage(): PageDocument {
  const editor = createEditor({ registry: createBuiltinRegistry({ containers: true }) });
  const columns = editor.insert("twocolumn");
  const tabs = editor.insert("tabs");
  if (!columns.ok || !tabs.ok) throw new Error("the containers are not registered");
  const put = (type: string, parentId: string, slot: string, field: string, value: string) => {
    const block = editor.insert(type, { parentId, slot, index: 0 });
    if (!block.ok) throw new Error(block.message);
    editor.updateProps(block.id, field, value);
  };
  put("notice", columns.id, "left", "noticeText", "左栏公告");
  put("captiontext", columns.id, "right", "name", "右栏标题");
  put("notice", tabs.id, "tab2", "noticeText", "第二个选项卡的公告");
  return editor.getDocument();
}
