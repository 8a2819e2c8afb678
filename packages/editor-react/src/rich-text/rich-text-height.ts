/**
 * Spec: the rich-text editor is 550 px high. The stylesheet draws it (`.vt-rich__content` and the
 * loading placeholder `.vt-rich__loading` in fields.css, held equal by rich-text-height.test.ts);
 * the constant stays exported for hosts that size a container around the editor.
 */
export const RICH_TEXT_HEIGHT = 550;
