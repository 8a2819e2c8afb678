import { describe, expect, it } from "vitest";
import { captionLinkOf } from "./caption-link";

describe("caption 'more' link address", () => {
  it("reads the typed external address or a plain string", () => {
    expect(captionLinkOf({ externalLink: " https://shop.example/new " })).toBe(
      "https://shop.example/new",
    );
    expect(captionLinkOf("/pages/12")).toBe("/pages/12");
  });

  it("answers nothing without an address or for one the sanitiser refuses", () => {
    expect(captionLinkOf({})).toBeUndefined();
    expect(captionLinkOf({ externalLink: "" })).toBeUndefined();
    expect(captionLinkOf(null)).toBeUndefined();
    expect(captionLinkOf({ externalLink: "javascript:alert(1)" })).toBeUndefined();
    expect(captionLinkOf(" JaVaScRiPt&#58;alert(1)")).toBeUndefined();
    expect(captionLinkOf({ externalLink: "data:text/html,<script>x</script>" })).toBeUndefined();
  });
});
