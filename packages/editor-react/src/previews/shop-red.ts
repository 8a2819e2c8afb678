/**
 * The shop page's accent red: prices, discounts, buy buttons, required marks, badges. Vant's red
 * (#ee0a24), which the original storefront used, is 4.46:1 on white, just under WCAG AA's 4.5:1 for
 * the 12 px discount line and the white text of a filled buy button. One step darker reads as the
 * same red and passes on white and on the page's default background (shop-red.test.ts).
 */
export const SHOP_RED = "#e60a22";
