import { afterEach, describe, expect, it, vi } from "vitest";
import { printRows } from "./printRows";

afterEach(() => vi.restoreAllMocks());

describe("printRows", () => {
  it("prints the rows as a table in a frame of its own, cells as text", () => {
    let printed: { title: string; headers: string[]; cells: string[]; markup: number } | null =
      null;
    const append = document.body.appendChild.bind(document.body);
    vi.spyOn(document.body, "appendChild").mockImplementation(<T extends Node>(node: T): T => {
      const added = append(node);
      if (node instanceof HTMLIFrameElement && node.contentWindow) {
        const doc = node.contentDocument as Document;
        // jsdom cannot print: capture what would be on paper at the moment print is called.
        node.contentWindow.print = () => {
          printed = {
            title: doc.title,
            headers: [...doc.querySelectorAll("th")].map((th) => th.textContent ?? ""),
            cells: [...doc.querySelectorAll("td")].map((td) => td.textContent ?? ""),
            markup: doc.querySelectorAll("td b").length,
          };
        };
      }
      return added;
    });

    printRows(
      "用户管理",
      ["用户名", "邮箱"],
      [
        ["admin", "admin@example.com"],
        ["<b>x</b>", "x@example.com"],
      ],
    );

    expect(printed).toEqual({
      title: "用户管理",
      headers: ["用户名", "邮箱"],
      cells: ["admin", "admin@example.com", "<b>x</b>", "x@example.com"],
      markup: 0,
    });
  });
});
