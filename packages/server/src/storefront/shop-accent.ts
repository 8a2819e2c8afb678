/**
 * The shop red the editor's previews draw wherever a component has no colour of its own (price,
 * buy buttons, the tab bar's badge, the floating button: editor-react previews/shop-red.ts). No
 * component's default props name it, so in a rendered page it stands for "the shop's accent".
 */
const PREVIEW_SHOP_RED = /#e60a22(?![0-9a-f])/gi;

/**
 * The previews' muted text (#969799: captions, reads and likes, secondary lines), which no
 * component lets an operator choose: 2.9:1 on white, under WCAG AA's 4.5:1 for its 11-14 px
 * text (Lighthouse's colour-contrast finding on the default page). #68696b reads 5.5:1 on white
 * and 4.9:1 on the previews' #f2f3f5 panels, and looks the same grey at a glance.
 */
const PREVIEW_MUTED_GREY = /#969799(?![0-9a-f])|rgb\(150, ?151, ?153\)/gi;
const READABLE_GREY = "#68696b";

/**
 * A published page's markup in the shop's own theme colour instead of the previews' red, and with
 * the previews' muted grey dark enough to read. Colours an operator chose are left alone.
 */
export function withShopAccent(markup: string, colour: string): string {
  return markup.replace(PREVIEW_SHOP_RED, colour).replace(PREVIEW_MUTED_GREY, READABLE_GREY);
}
