import type { Locale } from "../i18n/messages.js";

/** The answer page runs nothing and loads nothing: text, inline styles and a link back. */
export const ANSWER_PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const HTML_LANG: Record<Locale, string> = { "zh-cn": "zh-CN", en: "en", "zh-tw": "zh-TW" };

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export interface AnswerPage {
  locale: Locale;
  title: string;
  /** Sentences shown under the title: the thanks, or each thing that was wrong. */
  lines: string[];
  /** Where "back to the page" leads; absent when there is no page to go back to. */
  back?: { href: string; label: string };
}

/**
 * What a browser that posted the form natively (no script) shows next: thanks, or what was wrong,
 * with a link back to the page. Every text is escaped: titles and values come from the page.
 */
export function renderAnswerPage(page: AnswerPage): string {
  const lines = page.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("");
  const back = page.back
    ? `<p><a href="${escapeHtml(page.back.href)}">${escapeHtml(page.back.label)}</a></p>`
    : "";
  return `<!doctype html>
<html lang="${HTML_LANG[page.locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>body{max-width:750px;margin:0 auto;padding:32px 20px;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#323233}h1{font-size:20px}ul{padding-left:20px;line-height:1.8}a{color:#1989fa}</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
<ul>${lines}</ul>
${back}
</main>
</body>
</html>
`;
}
