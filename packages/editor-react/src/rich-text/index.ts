// @vitrine/editor-react/rich-text: the Lexical rich text editor on its own, for a host's own forms.
// Kept out of the root entry so Lexical only ever loads in a lazy chunk of the page editor.
export { $createImageNode, ImageNode } from "./ImageNode";
export { RichTextEditor, type RichTextEditorProps } from "./RichTextEditor";
