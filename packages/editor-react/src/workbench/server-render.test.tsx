import { createEditor } from "@vitrine/editor-core";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Editor } from "./Editor";

describe("<Editor> rendered on a server", () => {
  it("draws its first frame to HTML, blocks included, without a browser", () => {
    const editor = createEditor({ locale: "en" });
    editor.insert("captiontext", 0, { name: "Rendered on the server" });
    const html = renderToString(<Editor editor={editor} locale="en" />);
    expect(html).toContain("Rendered on the server");
    expect(html).toContain('data-component-type="captiontext"');
  });
});
