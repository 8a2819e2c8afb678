import { describe, expect, it } from "vitest";
import { noticeScroll } from "./notice-scroll";

describe("notice scrolling", () => {
  it("stays still when the text fits its box, or when nothing was measured", () => {
    expect(noticeScroll(200, 311)).toBeNull();
    expect(noticeScroll(311.6, 311)).toBeNull();
    expect(noticeScroll(0, 0)).toBeNull();
    expect(noticeScroll(500, 0)).toBeNull();
  });

  it("scrolls text wider than its box at 100 px/s", () => {
    expect(noticeScroll(500, 300)).toEqual({ outSeconds: 5, loopSeconds: 8 });
  });
});
