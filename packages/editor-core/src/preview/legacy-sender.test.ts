import { describe, expect, it } from "vitest";
import { createBuiltinRegistry } from "../builtins";
import { testEditor } from "../commands/test-editor";
import { createLegacyPreviewSender } from "./legacy-sender";

describe("createLegacyPreviewSender", () => {
  it("posts the original page record to the renderer's origin, once per document", () => {
    const { editor } = testEditor();
    editor.updateSettings({ name: "Home" });
    editor.insert("notice");
    const sent: [unknown, string][] = [];
    const sender = createLegacyPreviewSender({
      id: 3,
      targetOrigin: "https://h5.example.com",
      post: (record, origin) => sent.push([record, origin]),
    });
    sender.send(editor.getDocument());
    expect(sender.send(editor.getDocument())).toBeNull();
    expect(sent).toHaveLength(1);
    const [record, origin] = sent[0]!;
    expect(origin).toBe("https://h5.example.com");
    expect(record).toMatchObject({ id: 3, name: "Home" });
    const entries = JSON.parse((record as { component: string }).component);
    expect(entries).toEqual([
      expect.objectContaining({ component: "notice", type: "1-7", text: "公告" }),
    ]);
  });

  it("posts nothing for a page holding a container, which the original cannot show", () => {
    const registry = createBuiltinRegistry({ containers: true });
    const { editor } = testEditor({ registry });
    const sent: unknown[] = [];
    const sender = createLegacyPreviewSender({
      registry,
      targetOrigin: "https://h5.example.com",
      post: (record) => sent.push(record),
    });
    editor.insert("notice");
    expect(sender.send(editor.getDocument())).not.toBeNull();
    editor.insert("twocolumn");
    expect(sender.send(editor.getDocument())).toBeNull();
    expect(sent).toHaveLength(1);
    const broken = { ...editor.getDocument(), components: [null] } as never;
    expect(() => sender.send(broken)).toThrow(TypeError);
  });

  it("refuses to broadcast to any origin", () => {
    expect(() => createLegacyPreviewSender({ targetOrigin: "*", post: () => {} })).toThrow(
      TypeError,
    );
  });
});
