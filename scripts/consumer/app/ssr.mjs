// Plain Node, no DOM: the workbench's first frame and a published page rendered on the server, as
// a Next.js or Remix host does. Fails on any warning React prints (React 18 warns for every
// useLayoutEffect it meets on the server, issue 35).
import assert from "node:assert/strict";
import { createEditor } from "@vitrine/editor-core";
import { Editor, PageRenderer } from "@vitrine/editor-react";
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

assert.deepEqual(said, [], `React ${version} said something while rendering on the server`);
console.log(
  `server rendering on React ${version}: <Editor> ${workbench.length} chars, <PageRenderer> and renderPageToHtml, no warning`,
);
