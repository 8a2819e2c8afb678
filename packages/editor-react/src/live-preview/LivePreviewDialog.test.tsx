import { act, fireEvent, render, screen } from "@testing-library/react";
import {
  applyPatch,
  type Editor as CoreEditor,
  createEditor,
  envelope,
  type PageDocument,
  type PreviewMessage,
} from "@vitrine/editor-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Editor } from "../workbench/Editor";
import { LivePreviewDialog, type LivePreviewDialogProps } from "./LivePreviewDialog";

const FRAME_ORIGIN = window.location.origin;

/**
 * Opens the dialog and stands in for the page inside its iframe: what the dialog posts to the
 * frame's window is recorded, and `fromFrame` delivers a message as that window would.
 */
function openPreview(editor: CoreEditor, props: Partial<LivePreviewDialogProps> = {}) {
  const view = render(
    <LivePreviewDialog editor={editor} previewUrl="/preview.html" onClose={vi.fn()} {...props} />,
  );
  return { ...view, ...frameOf(screen.getByTitle(/预览|Preview|預覽/) as HTMLIFrameElement) };
}

function frameOf(frame: HTMLIFrameElement) {
  const frameWindow = frame.contentWindow as Window;
  const posted: { message: PreviewMessage; origin: string }[] = [];
  vi.spyOn(frameWindow, "postMessage").mockImplementation(((message: PreviewMessage, origin) => {
    posted.push({ message: structuredClone(message), origin: origin as string });
  }) as Window["postMessage"]);
  const fromFrame = (data: unknown, origin = FRAME_ORIGIN) =>
    act(() => {
      window.dispatchEvent(new MessageEvent("message", { data, origin, source: frameWindow }));
    });
  const sent = () => posted.map((p) => p.message);
  return { posted, sent, fromFrame };
}

const ready = envelope({ type: "ready" });

describe("<LivePreviewDialog>", () => {
  afterEach(() => vi.restoreAllMocks());

  it("takes the focus when it opens, so Escape closes it, and gives it back when it closes", () => {
    const opener = document.createElement("button");
    document.body.append(opener);
    opener.focus();
    const onClose = vi.fn();
    const view = render(
      <LivePreviewDialog editor={createEditor()} previewUrl="/preview.html" onClose={onClose} />,
    );
    const dialog = screen.getByRole("dialog", { name: "预览" });
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it("is a 414 px dialog with a 375 px phone frame, loading until the frame is ready", () => {
    render(
      <LivePreviewDialog editor={createEditor()} previewUrl="/preview.html" onClose={vi.fn()} />,
    );
    const dialog = screen.getByRole("dialog", { name: "预览" });
    expect(dialog.style.width).toBe("414px");
    expect(screen.getByRole("progressbar", { name: "预览加载中…" })).toBeTruthy();
    const frame = screen.getByTitle("预览") as HTMLIFrameElement;
    expect(frame.style.width).toBe("375px");
    expect(frame.getAttribute("src")).toBe("/preview.html");
  });

  it("ignores messages that do not come from its frame", () => {
    const editor = createEditor();
    render(<LivePreviewDialog editor={editor} previewUrl="/preview.html" onClose={vi.fn()} />);
    window.dispatchEvent(
      new MessageEvent("message", {
        data: { protocol: "vitrine-preview", version: 1, type: "ready" },
        origin: window.location.origin,
        source: window,
      }),
    );
    expect(screen.getByRole("progressbar")).toBeTruthy();
  });

  it("sends the snapshot to the frame's exact origin once it says ready, then a patch per edit", () => {
    const editor = createEditor();
    const notice = editor.insert("notice");
    if (!notice.ok) throw new Error(notice.message);
    const { posted, sent, fromFrame } = openPreview(editor);
    expect(posted).toEqual([]);

    fromFrame(ready);
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(posted).toHaveLength(1);
    expect(posted[0]?.origin).toBe(FRAME_ORIGIN);
    const snapshot = sent()[0];
    if (snapshot?.type !== "snapshot")
      throw new Error(`expected a snapshot, got ${snapshot?.type}`);
    expect(snapshot.document).toEqual(editor.getDocument());
    expect(snapshot.locale).toBe("zh-cn");

    act(() => {
      editor.updateProps(notice.id, "noticeText", "Sale today");
    });
    act(() => {
      editor.insert("captiontext");
    });
    const patches = sent().slice(1);
    expect(patches.map((m) => (m.type === "patch" ? m.seq : m.type))).toEqual([1, 2]);
    // The frame, applying them in order, draws exactly the editor's page.
    let shown: PageDocument = snapshot.document;
    for (const patch of patches) if (patch.type === "patch") shown = applyPatch(shown, patch.ops);
    expect(shown).toEqual(editor.getDocument());
    expect(posted.every((p) => p.origin === FRAME_ORIGIN)).toBe(true);
  });

  it("selects in the editor the component clicked in the frame", () => {
    const editor = createEditor();
    editor.insert("notice");
    const caption = editor.insert("captiontext");
    if (!caption.ok) throw new Error(caption.message);
    const { fromFrame } = openPreview(editor);
    fromFrame(ready);
    fromFrame(envelope({ type: "selection", ids: [caption.id] }));
    expect(editor.getSelection()).toEqual([caption.id]);
  });

  it("ignores its own frame speaking from another origin", () => {
    const editor = createEditor();
    const notice = editor.insert("notice");
    if (!notice.ok) throw new Error(notice.message);
    const { posted, fromFrame } = openPreview(editor);
    fromFrame(ready, "https://evil.example");
    expect(screen.getByRole("progressbar")).toBeTruthy();
    expect(posted).toEqual([]);
    fromFrame(ready);
    fromFrame(envelope({ type: "selection", ids: [notice.id] }), "https://evil.example");
    expect(editor.getSelection()).toEqual([]);
  });

  it("renders the frame in the workbench's language and follows a switch while open", () => {
    const editor = createEditor();
    const workbench = (locale: "zh-cn" | "en") => (
      <Editor editor={editor} locale={locale}>
        <LivePreviewDialog editor={editor} previewUrl="/preview.html" onClose={vi.fn()} />
      </Editor>
    );
    const view = render(workbench("zh-cn"));
    const { sent, fromFrame } = frameOf(screen.getByTitle("预览") as HTMLIFrameElement);
    fromFrame(ready);
    expect(sent()[0]).toMatchObject({ type: "snapshot", locale: "zh-cn" });

    view.rerender(workbench("en"));
    expect(sent().at(-1)).toEqual(envelope({ type: "locale", locale: "en" }));
    expect(screen.getByRole("dialog", { name: "Preview" })).toBeTruthy();
    // The frame was not reloaded: no second snapshot was needed.
    expect(sent().filter((m) => m.type === "snapshot")).toHaveLength(1);
  });

  it("takes a language of its own when given one", () => {
    const { sent, fromFrame } = openPreview(createEditor({ locale: "en" }), { locale: "zh-tw" });
    expect(screen.getByRole("dialog", { name: "預覽" })).toBeTruthy();
    fromFrame(ready);
    expect(sent()[0]).toMatchObject({ type: "snapshot", locale: "zh-tw" });
  });
});

describe("<LivePreviewDialog docked>", () => {
  afterEach(() => vi.restoreAllMocks());

  it("stands in the workbench beside the canvas, not modal, leaving the focus where it was", () => {
    const editor = createEditor();
    const block = editor.insert("notice");
    if (!block.ok) throw new Error(block.message);
    render(
      <Editor
        editor={editor}
        dock={
          <LivePreviewDialog editor={editor} previewUrl="/preview.html" onClose={vi.fn()} docked />
        }
      />,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    const dock = screen.getByRole("region", { name: "预览" });
    // Between the canvas and the settings panel, in the workbench's grid.
    const canvas = screen.getByRole("main", { name: "手机画布" });
    const panel = screen.getByRole("complementary", { name: "设置面板" });
    expect(dock.previousElementSibling).toBe(canvas);
    expect(dock.nextElementSibling).toBe(panel);
    expect(dock.parentElement?.classList.contains("vt-workbench--docked")).toBe(true);
    expect(document.activeElement).toBe(document.body);
    // The page is edited while it is open, and the frame hears of it.
    const { sent, fromFrame } = frameOf(screen.getByTitle("预览") as HTMLIFrameElement);
    fromFrame(ready);
    act(() => {
      editor.updateProps(block.id, "noticeText", "Docked");
    });
    expect(sent().at(-1)).toMatchObject({ type: "patch", seq: 1 });
  });

  it("offers the switch between docked and dialog only when the host takes it", () => {
    const onDockedChange = vi.fn();
    const view = render(
      <LivePreviewDialog
        editor={createEditor()}
        previewUrl="/preview.html"
        onClose={vi.fn()}
        docked
        onDockedChange={onDockedChange}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "以对话框打开" }));
    expect(onDockedChange).toHaveBeenLastCalledWith(false);
    view.rerender(
      <LivePreviewDialog
        editor={createEditor()}
        previewUrl="/preview.html"
        onClose={vi.fn()}
        onDockedChange={onDockedChange}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "停靠在画布旁" }));
    expect(onDockedChange).toHaveBeenLastCalledWith(true);
    view.rerender(
      <LivePreviewDialog editor={createEditor()} previewUrl="/preview.html" onClose={vi.fn()} />,
    );
    expect(screen.queryByRole("button", { name: "停靠在画布旁" })).toBeNull();
  });
});
