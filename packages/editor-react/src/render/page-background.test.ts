import { createDocument } from "@vitrine/editor-core";
import { describe, expect, it } from "vitest";
import { pageBackgroundStyle } from "./page-background";

const settings = (patch: Record<string, unknown>) => ({ ...createDocument().settings, ...patch });

describe("page background", () => {
  it("draws the colour and the image covering the page", () => {
    expect(pageBackgroundStyle(settings({ bgColor: "#fff0f0", bgImg: "/media/bg.png" }))).toEqual({
      backgroundColor: "#fff0f0",
      backgroundImage: 'url("/media/bg.png")',
      backgroundSize: "cover",
    });
  });

  it("uses the fallback colour without one and draws no image without an address", () => {
    expect(pageBackgroundStyle(settings({ bgColor: "", bgImg: "" }), "#f9f9f9")).toEqual({
      backgroundColor: "#f9f9f9",
      backgroundImage: undefined,
      backgroundSize: undefined,
    });
  });

  it("refuses addresses the sanitiser refuses and keeps quotes inside the CSS string", () => {
    expect(pageBackgroundStyle(settings({ bgImg: "javascript:alert(1)" })).backgroundImage).toBe(
      undefined,
    );
    expect(
      pageBackgroundStyle(settings({ bgImg: 'https://cdn.example/a".png' })).backgroundImage,
    ).toBe('url("https://cdn.example/a\\".png")');
  });
});
