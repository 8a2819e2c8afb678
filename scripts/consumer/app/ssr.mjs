// Plain Node, no DOM: the workbench's first frame and a published page rendered on the server, as
// a Next.js or Remix host does. Fails on any warning React prints (React 18 warns for every
// useLayoutEffect it meets on the server, issue 35).
import assert from "node:assert/strict";
import { createEditor, defineComponent, registerComponents } from "@vitrine/editor-core";
import { defineHostComponent, Editor, PageRenderer, Slot } from "@vitrine/editor-react";
import { renderPageToHtml } from "@vitrine/editor-react/server";
import { createElement, version } from "react";
import { renderToString } from "react-dom/server";

const said = [];
for (const level of ["error", "warn"])
  console[level] = (...args) => said.push(`${level}: ${args.map(String).join(" ")}`);

const editor = createEditor({ locale: "en" });
const notice = editor.insert("notice"); // NoticePreview measures its text in a layout effect
assert.ok(notice.ok);
editor.updateProps(notice.id, "noticeText", "Free delivery today");
const page = editor.getDocument();

const workbench = renderToString(createElement(Editor, { editor, locale: "en" }));
assert.match(workbench, /Free delivery today/, "the workbench's first frame holds the page");
const rendered = renderToString(createElement(PageRenderer, { document: page, locale: "en" }));
assert.match(rendered, /Free delivery today/);
const html = renderPageToHtml(page, { locale: "en" });
assert.match(html, /Free delivery today/);

// A host container (two named slots, drawn by its preview with <Slot name>) holding a built-in
// notice and a caption, rendered to HTML as a server publishing it does (issue 35).
const box = defineHostComponent({
  definition: defineComponent({
    type: "promobox",
    defaultProps: {},
    slots: { main: { title: "Main" }, side: { title: "Side" } },
  }),
  preview: () =>
    createElement(
      "section",
      { className: "promo-box" },
      createElement("div", { className: "promo-box__main" }, createElement(Slot, { name: "main" })),
      createElement("aside", null, createElement(Slot, { name: "side" })),
    ),
  title: "Promo box",
});
const nested = createEditor({ locale: "en" });
registerComponents(nested.registry, [box]);
const container = nested.insert("promobox");
assert.ok(container.ok);
const inMain = nested.insert("notice", { parentId: container.id, slot: "main", index: 0 });
const inSide = nested.insert("captiontext", { parentId: container.id, slot: "side", index: 0 });
assert.ok(inMain.ok && inSide.ok);
nested.updateProps(inMain.id, "noticeText", "Nested notice");
nested.updateProps(inSide.id, "name", "Nested title");
const nestedHtml = renderPageToHtml(nested.getDocument(), { locale: "en", components: [box] });
assert.match(
  nestedHtml,
  /class="promo-box__main"><div data-component-id="[^"]+" data-component-type="notice">[\s\S]*Nested notice[\s\S]*<aside>[\s\S]*Nested title/,
  "renderPageToHtml draws the slots' blocks inside the host container's preview",
);

assert.deepEqual(said, [], `React ${version} said something while rendering on the server`);
console.log(
  `server rendering on React ${version}: <Editor> ${workbench.length} chars, <PageRenderer> and renderPageToHtml (a host container's slots too), no warning`,
);
