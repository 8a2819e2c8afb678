import { describe, expect, it, vi } from "vitest";
import { testEditor } from "../commands/test-editor";
import { createDocument } from "../document/create-document";
import { linkEditorToPreview } from "./link-editor";
import { createPreviewClient } from "./preview-client";
import { createPreviewHost } from "./preview-host";
import { envelope, PREVIEW_PROTOCOL, type PreviewMessage } from "./protocol";

const EDITOR = "https://admin.example.com";
const FRAME = "https://preview.example.com";

interface Envelope {
  data: PreviewMessage;
  to: "host" | "frame";
}

/**
 * Two endpoints joined by an in-memory "window" that, like a browser, delivers a message only when
 * its target origin is the receiver's origin. Messages queue until `flush`, so a test can lose,
 * duplicate or reorder them first.
 */
function setup() {
  const { editor } = testEditor();
  const queue: Envelope[] = [];
  const onSelect = vi.fn((ids: string[]) => editor.select(ids));
  const onHostError = vi.fn();
  const host = createPreviewHost({
    allowedOrigins: [FRAME],
    document: editor.getDocument(),
    post: (data, target) => {
      if (target === FRAME) queue.push({ data: structuredClone(data), to: "frame" });
    },
    onSelect,
    onHover: (id) => editor.hover(id),
    onError: onHostError,
  });
  const onDocument = vi.fn();
  const onFrameSelect = vi.fn();
  const onFrameHover = vi.fn();
  const client = createPreviewClient({
    allowedOrigins: [EDITOR],
    post: (data, target) => {
      if (target === EDITOR) queue.push({ data: structuredClone(data), to: "host" });
    },
    onDocument,
    onSelect: onFrameSelect,
    onHover: onFrameHover,
  });
  const step = () => {
    const { data, to } = queue.shift()!;
    if (to === "frame") client.receive({ data, origin: EDITOR });
    else host.receive({ data, origin: FRAME });
  };
  const flush = () => {
    while (queue.length > 0) step();
  };
  const unlink = linkEditorToPreview(editor, host);
  return {
    editor,
    host,
    client,
    queue,
    flush,
    step,
    onDocument,
    onSelect,
    onFrameSelect,
    onFrameHover,
    onHostError,
    unlink,
  };
}

describe("preview protocol", () => {
  it("sends nothing before the frame is ready, then a snapshot", () => {
    const { editor, host, client, queue, flush } = setup();
    editor.insert("notice");
    expect(queue).toEqual([]);
    expect(host.connected).toBe(false);
    client.start();
    flush();
    expect(host.connected).toBe(true);
    expect(client.document).toEqual(editor.getDocument());
    expect(client.seq).toBe(0);
  });

  it("keeps the frame in step with numbered patches", () => {
    const { editor, client, flush, onDocument } = setup();
    client.start();
    flush();
    editor.insert("notice");
    editor.insert("captiontext");
    editor.updateProps("c1", "noticeText", "Sale");
    editor.move("c2", 0);
    editor.updateSettings({ name: "Home" });
    flush();
    expect(client.seq).toBe(5);
    expect(client.document).toEqual(editor.getDocument());
    expect(onDocument).toHaveBeenLastCalledWith(client.document, {
      seq: 5,
      ops: expect.any(Array),
    });
  });

  it("recovers from a lost patch by asking for a resync", () => {
    const { editor, client, queue, flush } = setup();
    client.start();
    flush();
    editor.insert("notice");
    queue.length = 0; // lost
    editor.insert("richtext");
    flush();
    expect(client.document).toEqual(editor.getDocument());
    expect(client.seq).toBe(2);
  });

  it("asks again when the answer to a resync is lost too", () => {
    const { editor, client, queue, flush, step } = setup();
    client.start();
    flush();
    editor.insert("notice");
    queue.length = 0; // patch 1 lost
    editor.insert("richtext");
    step(); // patch 2 held, resync sent
    step(); // the host answers with a snapshot...
    expect(queue.map((m) => m.data.type)).toEqual(["snapshot"]);
    queue.length = 0; // ...which is lost too
    for (let i = 0; i < 16; i++) editor.updateProps("c1", "noticeText", `v${i}`);
    expect(client.seq).toBe(0);
    flush();
    expect(client.document).toEqual(editor.getDocument());
    expect(client.seq).toBe(18);
  });

  it("resyncs on demand", () => {
    const { editor, client, queue, flush } = setup();
    client.start();
    flush();
    editor.insert("notice");
    queue.length = 0;
    client.resync();
    flush();
    expect(client.document).toEqual(editor.getDocument());
  });

  it("follows a new host instance whose numbering starts again", () => {
    const { editor, client, flush } = setup();
    client.start();
    flush();
    for (let i = 0; i < 3; i++) editor.insert("notice");
    flush();
    expect(client.seq).toBe(3);
    const remounted = createPreviewHost({
      allowedOrigins: [FRAME],
      document: editor.getDocument(),
      post: (data) => client.receive({ data: structuredClone(data), origin: EDITOR }),
    });
    remounted.receive({ data: envelope({ type: "ready" }), origin: FRAME });
    editor.insert("richtext");
    remounted.update(editor.getDocument());
    expect(client.seq).toBe(1);
    expect(client.document).toEqual(editor.getDocument());
  });

  it("asks for a snapshot when patches come from a host it has none from", () => {
    const sent: string[] = [];
    const client = createPreviewClient({
      allowedOrigins: [EDITOR],
      post: (m) => sent.push(m.type),
    });
    client.receive({
      data: envelope({ type: "patch", session: "x", seq: 1, ops: [] }),
      origin: EDITOR,
    });
    expect(sent).toEqual(["resync"]);
    expect(client.document).toBeNull();
  });

  it("ignores duplicated messages", () => {
    const { editor, client, queue, flush, onDocument } = setup();
    client.start();
    flush();
    editor.insert("notice");
    queue.push(...queue.map((m) => structuredClone(m)));
    const calls = onDocument.mock.calls.length;
    flush();
    expect(onDocument.mock.calls.length).toBe(calls + 1);
    expect(client.document).toEqual(editor.getDocument());
  });

  it("applies reordered patches in number order", () => {
    const { editor, client, queue, flush } = setup();
    client.start();
    flush();
    editor.insert("notice");
    editor.updateProps("c1", "noticeText", "A");
    editor.insert("richtext", 0);
    queue.reverse();
    flush();
    expect(client.document).toEqual(editor.getDocument());
    expect(client.seq).toBe(3);
  });

  it("resyncs when a patch does not fit the frame's document", () => {
    const { editor, host, client, flush } = setup();
    client.start();
    flush();
    editor.insert("notice");
    flush();
    // The frame's copy diverged somehow: the next patch addresses a component it lacks.
    client.receive({
      data: envelope({
        type: "patch",
        session: client.session!,
        seq: 2,
        ops: [{ op: "remove", path: "/components/7" }],
      }),
      origin: EDITOR,
    });
    flush();
    expect(client.document).toEqual(editor.getDocument());
    expect(client.seq).toBe(host.seq);
  });

  it("ignores messages from foreign origins and foreign formats at both ends", () => {
    const { editor, host, client, flush } = setup();
    const rejected = vi.fn();
    const guarded = createPreviewClient({
      allowedOrigins: [EDITOR],
      post: () => {},
      onReject: rejected,
    });
    expect(
      host.receive({ data: envelope({ type: "ready" }), origin: "https://evil.example" }),
    ).toBe(false);
    expect(host.connected).toBe(false);
    expect(
      guarded.receive({
        data: envelope({ type: "hover", id: "x" }),
        origin: "https://evil.example",
      }),
    ).toBe(false);
    expect(guarded.receive({ data: { type: "snapshot" }, origin: EDITOR })).toBe(false);
    expect(rejected.mock.calls.map((call) => call[1])).toEqual(["origin", "format"]);
    client.start();
    flush();
    editor.insert("notice");
    const evilSnapshot = envelope({
      type: "snapshot",
      session: "evil",
      seq: 99,
      document: editor.getDocument(),
      selection: [],
      hover: null,
      locale: "en",
    });
    expect(client.receive({ data: evilSnapshot, origin: "https://evil.example" })).toBe(false);
    expect(host.receive({ data: { protocol: "other" }, origin: FRAME })).toBe(false);
  });

  it("tells the frame the editor's language in the snapshot and when it switches", () => {
    const toFrame: PreviewMessage[] = [];
    const onLocale = vi.fn();
    const client = createPreviewClient({
      allowedOrigins: [EDITOR],
      post: (data) => host.receive({ data, origin: FRAME }),
      onLocale,
    });
    const host = createPreviewHost({
      allowedOrigins: [FRAME],
      document: createDocument(),
      locale: "en",
      post: (data, target) => {
        toFrame.push(data);
        if (target === FRAME) client.receive({ data, origin: EDITOR });
      },
    });
    host.setLocale("zh-tw"); // before the frame is ready: only remembered
    expect(toFrame).toEqual([]);
    client.start();
    expect(client.locale).toBe("zh-tw");
    expect(onLocale).toHaveBeenLastCalledWith("zh-tw");
    host.setLocale("en");
    expect(toFrame.at(-1)).toMatchObject({ type: "locale", locale: "en" });
    expect(client.locale).toBe("en");
    host.setLocale("en"); // unchanged: nothing sent
    expect(toFrame).toHaveLength(2);
    // A language the frame does not know keeps the one it has.
    client.receive({ data: envelope({ type: "locale", locale: "fr" as "en" }), origin: EDITOR });
    expect(client.locale).toBe("en");
    // Only the editor's origin may switch it.
    const forged = envelope({ type: "locale", locale: "zh-cn" });
    expect(client.receive({ data: forged, origin: "https://evil.example" })).toBe(false);
    expect(client.locale).toBe("en");
    expect(onLocale.mock.calls).toEqual([["zh-tw"], ["en"]]);
  });

  it("carries selection and hover both ways", () => {
    const { editor, client, flush, onFrameSelect, onFrameHover, onSelect } = setup();
    client.start();
    flush();
    editor.insert("notice");
    editor.insert("richtext");
    editor.select(["c1", "c2"]);
    editor.hover("c2");
    flush();
    expect(onFrameSelect).toHaveBeenLastCalledWith(["c1", "c2"]);
    expect(onFrameHover).toHaveBeenLastCalledWith("c2");
    client.select(["c2"]);
    client.hover("c1");
    flush();
    expect(onSelect).toHaveBeenCalledWith(["c2"]);
    expect(editor.getSelection()).toEqual(["c2"]);
    expect(editor.getState().ui.hover).toBe("c1");
    expect(client.selection).toEqual(["c2"]);
    expect(client.hovered).toBe("c1");
  });

  it("reports frame errors to the host and refuses other protocol versions", () => {
    const { client, flush, onHostError } = setup();
    client.reportError("render-failed", "boom");
    flush();
    expect(onHostError).toHaveBeenCalledWith({ code: "render-failed", message: "boom" });
    const answers: PreviewMessage[] = [];
    const strict = createPreviewHost({
      allowedOrigins: [FRAME],
      document: createDocument(),
      post: (m) => answers.push(m),
      locale: "en",
    });
    strict.receive({
      data: { protocol: PREVIEW_PROTOCOL, version: 2, type: "ready" },
      origin: FRAME,
    });
    expect(strict.connected).toBe(false);
    expect(answers).toEqual([
      envelope({
        type: "error",
        code: "unsupported-version",
        message: "Unsupported preview protocol version: 2",
      }),
    ]);
  });

  it("lets the frame refuse a host speaking another version", () => {
    const errors = vi.fn();
    const sent: PreviewMessage[] = [];
    const client = createPreviewClient({
      allowedOrigins: [EDITOR],
      post: (m) => sent.push(m),
      onError: errors,
    });
    client.receive({
      data: { protocol: PREVIEW_PROTOCOL, version: 9, type: "snapshot" },
      origin: EDITOR,
    });
    expect(client.document).toBeNull();
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ code: "unsupported-version" }));
    expect(sent[0]).toMatchObject({ type: "error", code: "unsupported-version" });
  });

  it("refuses a wildcard allow-list", () => {
    expect(() => createPreviewClient({ allowedOrigins: ["*"], post: () => {} })).toThrow(TypeError);
    expect(() => createPreviewClient({ allowedOrigins: [], post: () => {} })).toThrow(TypeError);
  });

  it("stops following the editor after unlink", () => {
    const { editor, client, flush, unlink } = setup();
    client.start();
    flush();
    unlink();
    editor.insert("notice");
    flush();
    expect(client.document?.components).toEqual([]);
  });
});
