import { describe, expect, it } from "vitest";
import { hasFormat, isColour, isLinkAddress, isMediaAddress, isVideoAddress } from "./formats";

describe("colour fields", () => {
  it("accept hex, rgb(a), hsl(a) and named colours, including the original's stored values", () => {
    for (const colour of [
      "#fff",
      "#FFFA",
      "#1989fa",
      "#07c16080",
      "rgb(249, 249, 249)",
      "rgba(50, 50, 51, 10)",
      "rgba(255, 255, 255, 0)",
      "rgba(0,0,0,.5)",
      "rgb(10 20 30 / 50%)",
      "hsl(120, 50%, 50%)",
      "hsla(120deg 50% 50% / 0.3)",
      "red",
      "Transparent",
      " white ",
    ]) {
      expect(isColour(colour), colour).toBe(true);
    }
  });

  it("refuse anything else, CSS injection first", () => {
    for (const bad of [
      "red;position:fixed;background:url(https://evil.example/x.png)",
      "red; position: fixed",
      "#12345",
      "#ggg",
      "rgb(1, 2)",
      "rgb(1, 2, 3) ; top:0",
      "url(javascript:alert(1))",
      "expression(alert(1))",
      "notacolour",
      "var(--x)",
    ]) {
      expect(isColour(bad), bad).toBe(false);
    }
  });
});

describe("image and video fields", () => {
  it("accept our media and http(s) addresses", () => {
    for (const address of [
      "/uploads/image/2026-11-25/abc.png",
      // The original's pages hold same-site paths outside /uploads/ (issue 34).
      "/media/a.png",
      "/m/1.png",
      "/other/x.png?v=2",
      "https://cdn.example.com/a/b.jpg?x=1",
      "http://example.com/x.gif",
      "HTTPS://EXAMPLE.COM/x.png",
    ]) {
      expect(isMediaAddress(address), address).toBe(true);
    }
  });

  it("refuse other schemes, protocol-relative and relative addresses, and CSS breakers", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:image/png;base64,AAAA",
      "//evil.example/x.png",
      "uploads/x.png",
      "/uploads/../secret",
      "/media/%2e%2e/secret",
      "/media/%2E%2E/secret",
      "/\\evil.example/x.png",
      "/",
      "https://example.com/x.png);background:url(https://evil.example",
      "https://example.com/a b.png",
      'https://example.com/x.png"',
      "https://example.com/x.png\\",
      "https://",
      "ftp://example.com/x.png",
    ]) {
      expect(isMediaAddress(bad), bad).toBe(false);
    }
  });

  it("take a video from the media library only as mp4, any http(s) address otherwise", () => {
    expect(isVideoAddress("/uploads/video/2026-11-25/abc.mp4")).toBe(true);
    expect(isVideoAddress("/uploads/video/abc.MP4?v=2")).toBe(true);
    expect(isVideoAddress("/uploads/image/abc.png")).toBe(false);
    expect(isVideoAddress("https://video.example.com/stream")).toBe(true);
    expect(isVideoAddress("javascript:alert(1)")).toBe(false);
  });

  it("take a link's typed address as http(s) or a path of this site", () => {
    for (const address of ["https://shop.example/a?b=1", "http://x.example", "/p/12", " /p/12 "]) {
      expect(isLinkAddress(address), address).toBe(true);
    }
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,<script>",
      "//evil.example",
      "/\\evil.example",
      "shop.example",
      "https://a.example/<x>",
      "https://",
    ]) {
      expect(isLinkAddress(bad), bad).toBe(false);
    }
  });

  it("treat an empty value as not set", () => {
    expect(hasFormat("", "image")).toBe(true);
    expect(hasFormat("  ", "colour")).toBe(true);
    expect(hasFormat("x", "video")).toBe(false);
  });
});
