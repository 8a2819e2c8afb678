/** Spec: the rich-text editor is 550 px high. Its own file, so the panel's placeholder can size itself without loading Lexical. */
export const RICH_TEXT_HEIGHT = 550;
