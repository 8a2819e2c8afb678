import { render } from "@testing-library/react";
import { createEditor } from "@vitrine/editor-core";
import { fieldMessages } from "@vitrine/editor-core/field-messages";
import { describe, expect, it } from "vitest";
import { renderPageToHtml } from "../server";
import { NOTE_LAYOUT, NoteCardPreview } from "./NoteCardPreview";
import { propsOf } from "./story-props";

const notes = [1, 2, 3, 4].map((n) => ({ src: "", text: `Note ${n}` }));

function drawLayout(commodityType: number) {
  const view = render(
    <NoteCardPreview
      locale="en"
      props={propsOf("storenotecard", { commodityType, imageList: notes })}
    />,
  );
  const list = view.container.querySelector<HTMLElement>(`[data-note-layout="${commodityType}"]`)!;
  const items = [...list.querySelectorAll<HTMLElement>("[data-note-item]")];
  // The card of each note: the element the list lays out (the item's parent box).
  const cards = items.map((item) => item.parentElement!);
  return { view, list, items, cards };
}

// Two columns read "repeat(2, …)" whatever unit the browser writes the minimum in.
const columns = (list: HTMLElement) =>
  list.style.gridTemplateColumns.startsWith("repeat(2,") ? "two" : list.style.gridTemplateColumns;

// What each stored commodityType draws, as the original drew it, and as its label names it.
describe("note card layouts", () => {
  it("0 big image: one note per row, picture above the text", () => {
    const { list, items, cards } = drawLayout(NOTE_LAYOUT.bigImage);
    expect(list.style.display).toBe("grid");
    expect(columns(list)).toBe("1fr");
    expect(items.map((item) => item.dataset.noteItem)).toEqual(["card", "card", "card", "card"]);
    expect(cards[0]!.style.flexDirection).toBe("column");
  });

  it("1 two per row: a two-column grid of cards", () => {
    const { list, items } = drawLayout(NOTE_LAYOUT.twoPerRow);
    expect(columns(list)).toBe("two");
    expect(items.every((item) => item.dataset.noteItem === "card")).toBe(true);
  });

  it("2 horizontal scroll: one row that scrolls sideways", () => {
    const { list, cards } = drawLayout(NOTE_LAYOUT.scroll);
    expect(list.style.display).toBe("flex");
    expect(list.style.overflowX).toBe("auto");
    expect(cards.every((card) => card.style.flex === "0 0 45%")).toBe(true);
  });

  it("3 one big two small: every third note from the first across the row, two beside each other", () => {
    const { list, items, cards } = drawLayout(NOTE_LAYOUT.oneBigTwoSmall);
    expect(columns(list)).toBe("two");
    expect(items.map((item) => item.dataset.noteItem)).toEqual(["big", "card", "card", "big"]);
    expect(cards[0]!.style.gridColumn).toBe("1 / -1");
    expect(cards[1]!.style.gridColumn).toBe("");
  });

  it("4 detailed list: one note per row, its text beside a small picture at the right", () => {
    const { list, items, cards } = drawLayout(NOTE_LAYOUT.detailedList);
    expect(columns(list)).toBe("1fr");
    expect(items.every((item) => item.dataset.noteItem === "row")).toBe(true);
    expect(cards[0]!.style.flexDirection).toBe("row-reverse");
    const picture = cards[0]!.querySelector<HTMLElement>("[data-empty-image]");
    expect(picture?.style.width).toBe("110px");
  });

  it("are named in the panel for what they draw", () => {
    const names = [0, 1, 2, 3, 4].map(
      (n) => fieldMessages("zh-cn")[`option.storenotecard.commodityType.${n}`],
    );
    expect(names).toEqual(["大图模式", "一行两个", "横向滑动", "一大两小", "详细列表"]);
  });

  it("are drawn the same on the published page (renderPageToHtml)", () => {
    const page = (commodityType: number) => {
      const editor = createEditor();
      editor.insert("storenotecard", 0, { commodityType, imageList: notes });
      return renderPageToHtml(editor.getDocument(), { locale: "en" });
    };
    expect(page(2)).toMatch(/data-note-layout="2" style="display:flex;gap:8px;overflow-x:auto"/);
    expect(page(4)).toContain("flex-direction:row-reverse");
    expect(page(4)).toContain('data-note-item="row"');
    expect(page(3).match(/data-note-item="big"/g)).toHaveLength(2);
    expect(page(0)).not.toContain("row-reverse");
  });
});
