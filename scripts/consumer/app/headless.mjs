// Plain Node, no bundler, no React: the headless core as a server or a script uses it.
import assert from "node:assert/strict";
import {
  createEditor,
  parseDocument,
  serializeDocument,
  validateDocument,
} from "@vitrine/editor-core";

const editor = createEditor({ locale: "en" });
const inserted = editor.insert("captiontext");
assert.ok(inserted.ok, "insert answers ok");
const changed = editor.updateProps(inserted.id, "name", "Headless title");
assert.ok(changed.ok, "updateProps answers ok");
assert.equal(editor.getComponent(inserted.id)?.props.name, "Headless title");
editor.undo();
assert.notEqual(editor.getComponent(inserted.id)?.props.name, "Headless title");
editor.redo();

const json = serializeDocument(editor.getDocument());
const again = parseDocument(json);
assert.equal(again.components.length, editor.getDocument().components.length);
// The new page still lacks its settings (name, description, category); the component is valid.
const issues = validateDocument(again);
assert.ok(issues.length > 0 && issues.every((issue) => issue.path.startsWith("settings.")));
console.log(
  `headless editor-core: ${again.components.length} component(s), ${json.length} bytes of JSON`,
);
