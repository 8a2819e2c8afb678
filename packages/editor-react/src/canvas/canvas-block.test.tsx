import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { blockButton, renderEditor } from "../workbench/test-utils";

// A canvas block is a plain box holding the page's preview and, over it, an empty button named by
// the component's title: the button shows no text of its own, so its name cannot miss its visible
// text (WCAG 2.5.3, axe's label-content-name-mismatch, which jsdom cannot measure; the browser check
// is e2e/tests/editor-look.spec.ts), and a screen reader says "公告", not the notice's words.

const canvas = () => screen.getByRole("main", { name: "手机画布" });
const block = (id: string) =>
  canvas().querySelector<HTMLElement>(`[data-component-id="${id}"]`) as HTMLElement;

function pageWithNoticeAndCaption() {
  const view = renderEditor();
  act(() => {
    view.editor.insert("notice", 0, { noticeText: "全场满百包邮" });
    view.editor.insert("captiontext", 1);
  });
  const [notice, caption] = view.editor.getDocument().components.map((c) => c.id) as [
    string,
    string,
  ];
  return { ...view, notice, caption };
}

describe("a canvas block's button", () => {
  it("is empty, named by the component's title alone, over the preview that shows the page's text", () => {
    const { notice } = pageWithNoticeAndCaption();
    const button = blockButton(notice);
    expect(button.tagName).toBe("BUTTON");
    expect(button.getAttribute("type")).toBe("button");
    expect(button.childNodes).toHaveLength(0);
    expect(button.textContent).toBe("");
    // Its accessible name is the title, exactly, though the block shows the notice's words.
    expect(within(canvas()).getByRole("button", { name: "公告" })).toBe(button);
    expect(block(notice).textContent).toContain("全场满百包邮");
    expect(within(canvas()).queryByRole("button", { name: /全场满百包邮/ })).toBeNull();
    // The block itself is no control: no role, no tab stop, no pressed state; the button comes
    // after the inert preview, in the same box.
    expect(block(notice).getAttribute("role")).toBeNull();
    expect(block(notice).hasAttribute("tabindex")).toBe(false);
    expect(block(notice).hasAttribute("aria-pressed")).toBe(false);
    const preview = block(notice).querySelector(".vt-block__preview");
    expect(preview?.hasAttribute("inert")).toBe(true);
    expect(preview?.nextElementSibling).toBe(button);
  });

  it("selects with Enter (without clicking or lifting) and with a click; aria-pressed follows the selection", () => {
    const { editor, notice, caption } = pageWithNoticeAndCaption();
    expect(editor.getSelection()).toEqual([]);
    expect(blockButton(notice).getAttribute("aria-pressed")).toBe("false");

    blockButton(notice).focus();
    expect(document.activeElement).toBe(blockButton(notice));
    // Prevented: a browser would also click the button, and dnd-kit would lift on Enter.
    expect(fireEvent.keyDown(blockButton(notice), { key: "Enter", code: "Enter" })).toBe(false);
    expect(editor.getSelection()).toEqual([notice]);
    expect(blockButton(notice).getAttribute("aria-pressed")).toBe("true");
    expect(blockButton(caption).getAttribute("aria-pressed")).toBe("false");
    expect(block(notice).style.opacity).toBe("");

    fireEvent.click(blockButton(caption));
    expect(editor.getSelection()).toEqual([caption]);
    expect(blockButton(caption).getAttribute("aria-pressed")).toBe("true");
    expect(blockButton(notice).getAttribute("aria-pressed")).toBe("false");

    // Selected from elsewhere (the management list, an issue): the button follows too.
    act(() => {
      editor.select([notice]);
    });
    expect(within(canvas()).getByRole("button", { name: "公告", pressed: true })).toBe(
      blockButton(notice),
    );
  });

  it("keeps the selected block's action bar outside the button, after it in tab order, and working", () => {
    const { editor, notice, caption } = pageWithNoticeAndCaption();
    fireEvent.click(blockButton(caption));
    const bar = screen.getByRole("group", { name: "组件操作" });
    expect(blockButton(caption).contains(bar)).toBe(false);
    // Inside the block (it follows a pinned block), just after its button: Tab reaches it next.
    expect(block(caption).contains(bar)).toBe(true);
    expect(
      blockButton(caption).compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    fireEvent.click(within(bar).getByRole("button", { name: "上移此组件" }));
    expect(editor.getDocument().components.map((c) => c.id)).toEqual([caption, notice]);
    expect(editor.getSelection()).toEqual([caption]);
  });
});

describe("a block that becomes selected", () => {
  const original = Element.prototype.scrollIntoView;
  afterEach(() => {
    Element.prototype.scrollIntoView = original;
  });

  it("is brought into view: a new one from the palette, and one chosen in the management list", () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const { editor } = renderEditor();
    fireEvent.click(within(screen.getByRole("navigation")).getByRole("button", { name: "公告" }));
    const [added] = editor.getDocument().components.map((c) => c.id) as [string];
    expect(scrolled).toEqual([block(added)]);

    act(() => {
      const inserted = editor.insert("captiontext");
      if (inserted.ok) editor.select([inserted.id]);
    });
    const caption = editor.getDocument().components[1]?.id as string;
    expect(scrolled.at(-1)).toBe(block(caption));
    fireEvent.click(screen.getByRole("tab", { name: "组件管理" }));
    const panel = screen.getByRole("complementary", { name: "设置面板" });
    fireEvent.click(within(panel).getByRole("button", { name: /^公告/ }));
    expect(scrolled).toEqual([block(added), block(caption), block(added)]);
  });
});
