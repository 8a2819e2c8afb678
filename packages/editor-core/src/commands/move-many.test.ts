import { describe, expect, it } from "vitest";
import { createEditor } from "../editor/create-editor";

function pageOf(types: string[]) {
  let next = 0;
  const editor = createEditor({ createId: () => `c${++next}`, mergeWindowMs: 0 });
  for (const type of types) editor.insert(type);
  return editor;
}
const order = (editor: ReturnType<typeof pageOf>) =>
  editor.getDocument().components.map((c) => c.id);

describe("moveMany", () => {
  it("moves a selection up or down together, as one undo step", () => {
    const editor = pageOf(["captiontext", "notice", "richtext", "auxiliarysegmentation"]);
    expect(editor.moveMany(["c2", "c4"], -1)).toEqual({ ok: true, changed: true });
    expect(order(editor)).toEqual(["c2", "c1", "c4", "c3"]);
    editor.undo();
    expect(order(editor)).toEqual(["c1", "c2", "c3", "c4"]);
    expect(editor.moveMany(["c1", "c2"], 1).ok).toBe(true);
    expect(order(editor)).toEqual(["c3", "c1", "c2", "c4"]);
  });

  it("leaves what is at the edge, and what is stuck behind it, in place", () => {
    const editor = pageOf(["captiontext", "notice", "richtext", "auxiliarysegmentation"]);
    editor.moveMany(["c1", "c2", "c4"], -1);
    expect(order(editor)).toEqual(["c1", "c2", "c4", "c3"]);
    expect(editor.moveMany(["c1", "c2"], -1)).toEqual({ ok: true, changed: false });
  });

  it("never passes the tab bar, and refuses to move it", () => {
    const editor = pageOf(["captiontext", "notice", "tabBar"]);
    expect(editor.moveMany(["c1", "c2"], 1)).toEqual({ ok: true, changed: false });
    const refused = editor.moveMany(["c2", "c3"], -1);
    expect(refused.ok).toBe(false);
    expect(order(editor)).toEqual(["c1", "c2", "c3"]);
  });

  it("is moveUp or moveDown for one id, and refuses unknown ids", () => {
    const editor = pageOf(["captiontext", "notice"]);
    editor.moveMany(["c2"], -1);
    expect(order(editor)).toEqual(["c2", "c1"]);
    expect(editor.moveMany(["c1", "nope"], 1).ok).toBe(false);
  });
});
