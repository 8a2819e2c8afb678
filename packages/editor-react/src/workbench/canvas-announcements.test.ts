import type { Active, DragEndEvent, DragMoveEvent, DragStartEvent } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import { loadUiMessages } from "../i18n/ui-messages";
import { canvasAnnouncements } from "./canvas-announcements";
import { makeText } from "./editor-context";

const TITLES: Record<string, string> = { a: "标题文字", b: "公告", "palette:notice": "公告" };

function announcer(target: { current: string | null }) {
  return canvasAnnouncements({
    t: makeText("zh-cn"),
    titleOf: (id) => TITLES[id] ?? id,
    ids: () => ["a", "b"],
    target: () => target.current,
    paletteType: (id) => (id.startsWith("palette:") ? id.slice(8) : null),
  }).announcements;
}

const active = (id: string) => ({ id, data: { current: {} } }) as unknown as Active;
const event = (id: string) => ({ active: active(id), over: null }) as never;

describe("canvas drag announcements", () => {
  it("tell a new component from the palette in the editor's language, with where it lands", () => {
    const target = { current: null as string | null };
    const say = announcer(target);
    expect(say.onDragStart(event("palette:notice") as DragStartEvent)).toBe(
      "已拿起新的公告，移到画布上放下即可添加",
    );
    // Not over the canvas yet: nothing to say.
    expect(say.onDragMove?.(event("palette:notice") as DragMoveEvent)).toBeUndefined();
    target.current = "b";
    expect(say.onDragMove?.(event("palette:notice") as DragMoveEvent)).toBe("公告移到第2位");
    target.current = "end";
    expect(say.onDragEnd(event("palette:notice") as DragEndEvent)).toBe("已添加公告，位于第3位");
  });

  it("say a new component let go off the canvas is not added", () => {
    const say = announcer({ current: null });
    expect(say.onDragEnd(event("palette:notice") as DragEndEvent)).toBe("已取消添加公告");
    expect(say.onDragCancel(event("palette:notice") as never)).toBe("已取消添加公告");
  });

  it("tell a moved block as the management list does", () => {
    const target = { current: "end" as string | null };
    const say = announcer(target);
    expect(say.onDragStart(event("a") as DragStartEvent)).toBe("已拿起标题文字，位于第1位");
    expect(say.onDragEnd(event("a") as DragEndEvent)).toBe("标题文字已放到第2位");
  });

  it("tell a drag over a container's slot with the slot, the container and the position", async () => {
    await loadUiMessages("en");
    const say = canvasAnnouncements({
      t: makeText("en"),
      titleOf: () => "Notice",
      ids: () => ["a", "b"],
      target: () => null,
      paletteType: () => null,
      inSlot: () => ({ slot: "Left column", container: "Two columns", position: 0 }),
    }).announcements;
    const text = "Notice is over Left column of Two columns, position 1";
    expect(say.onDragMove?.(event("a") as DragMoveEvent)).toBe(text);
    // Said once until the landing changes.
    expect(say.onDragMove?.(event("a") as DragMoveEvent)).toBeUndefined();
    expect(say.onDragEnd(event("a") as DragEndEvent)).toBe(
      "Notice was dropped into Left column of Two columns, position 1",
    );
  });
});
