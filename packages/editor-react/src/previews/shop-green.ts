/**
 * The shop page's green: the follow and community buttons and the product corner marks' default.
 * The original drew WeChat's green (#07c160), under white text only 2.4:1, far from WCAG AA's 4.5:1
 * (Lighthouse's finding on the published page, issue 34). The same hue and saturation made darker
 * reads as the same green and passes under white text (shop-accents.test.tsx). editor-core's product
 * list starts its corner marks with it (its `commodityTagColor` default).
 */
export const SHOP_GREEN = "#058341";
