import { createBuiltinRegistry, createEditor, registerComponents } from "@vitrine/editor-core";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderPageToHtml } from "../server";
import { Editor } from "../workbench/Editor";
import { HOST_COMPONENTS } from "./countdown.fixture";

describe("host components in server HTML", () => {
  it("are drawn by renderPageToHtml({components}) in Node, a built-in's replacement too", () => {
    const registry = createBuiltinRegistry();
    registerComponents(registry, HOST_COMPONENTS);
    const editor = createEditor({ registry });
    editor.insert("countdown", 0, { label: "Ends <soon>" });
    editor.insert("custommodule");
    const html = renderPageToHtml(editor.getDocument(), { components: HOST_COMPONENTS });
    expect(html).toContain('data-testid="countdown">Ends &lt;soon&gt; 2026-12-31</p>');
    expect(html).toContain("Host module");
    // Without the list the page still renders: the unknown type shows its type, not a crash.
    expect(renderPageToHtml(editor.getDocument())).toContain("countdown");
  });

  it("are in the first frame of an <Editor> rendered on a server (palette title and icon)", () => {
    const editor = createEditor({ locale: "en" });
    const html = renderToString(
      createElement(Editor, { editor, locale: "en", components: HOST_COMPONENTS }),
    );
    expect(html).toMatch(
      /data-component-type="countdown"[^>]*>.*countdown-icon.*Countdown<\/button>/,
    );
    expect(html).not.toContain("component.countdown.title");
  });
});
