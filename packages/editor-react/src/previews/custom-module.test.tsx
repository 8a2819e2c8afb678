import { render, screen } from "@testing-library/react";
import { createEditor } from "@vitrine/editor-core";
import { describe, expect, it } from "vitest";
import { renderPageToHtml } from "../server";
import { CustomModulePreview } from "./CustomModulePreview";
import { propsOf } from "./story-props";

describe("custom module", () => {
  it("draws its stored demo text above its img picture, as the original did", () => {
    render(
      <CustomModulePreview
        locale="en"
        props={propsOf("custommodule", { demo: "Members save 10%", img: "/uploads/club.png" })}
      />,
    );
    const text = screen.getByText("Members save 10%");
    const picture = screen.getByRole("img");
    expect(picture.getAttribute("src")).toBe("/uploads/club.png");
    expect(text.compareDocumentPosition(picture) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText("Custom module")).toBeNull();
  });

  it("shows sample content while it has neither", () => {
    render(<CustomModulePreview locale="en" props={propsOf("custommodule")} />);
    expect(screen.getByText("Custom module")).toBeTruthy();
  });

  it("puts demo and img on the published page", () => {
    const editor = createEditor();
    editor.insert("custommodule", 0, { demo: "Join the club", img: "/uploads/club.png" });
    const html = renderPageToHtml(editor.getDocument(), { locale: "en" });
    expect(html).toContain("Join the club");
    expect(html).toContain('src="/uploads/club.png"');
  });
});
