// @vitrine/editor-react/rich-text: the Lexical rich text editor on its own, for a host's own forms.
// Kept out of the root entry so Lexical only ever loads in a lazy chunk of the page editor.

// The rich-text sanitiser (sanitize-html, about 58 kB gzip): here and in /server, not in the root.
export { sanitizeHtml } from "../render/sanitize-rich-text";
export { $createImageNode, ImageNode } from "./ImageNode";
export { RichTextEditor, type RichTextEditorProps } from "./RichTextEditor";
