import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-rich-text";

describe("sanitizeHtml", () => {
  it("keeps ordinary formatting, links and images", () => {
    const html =
      '<p style="color: red">Hi <strong>there</strong> <a href="https://a.example/x">link</a><img src="/img/a.png" alt="a"></p>';
    expect(sanitizeHtml(html)).toBe(
      '<p style="color: red">Hi <strong>there</strong> <a href="https://a.example/x">link</a><img src="/img/a.png" alt="a"></p>',
    );
  });

  it("drops scripts with their content and unknown tags", () => {
    expect(sanitizeHtml("<p>a<script>alert(1)</script>b</p><svg><g></g></svg>")).toBe("<p>ab</p>");
  });

  it("drops event handlers", () => {
    expect(sanitizeHtml('<img src="x.png" onerror="alert(1)"><p onclick=go()>t</p>')).toBe(
      '<img src="x.png"><p>t</p>',
    );
  });

  it("drops javascript: links, even disguised", () => {
    const out = sanitizeHtml(
      '<a href="javascript:alert(1)">a</a><a href=" JaVa&#x53;cript:alert(1)">b</a><a href="java\tscript:x">c</a>',
    );
    expect(out).toBe("<a>a</a><a>b</a><a>c</a>");
  });

  it("cannot be tricked into an unclosed tag", () => {
    const out = sanitizeHtml("1 < 2 <b>bold</b> <img src=x onerror=alert(1)//");
    expect(out).toBe("1 &lt; 2 <b>bold</b> &lt;img src=x onerror=alert(1)//");
  });
});
