export * from "./device-sale.js";
export * from "./discount-rules.js";
export * from "./money.js";
export * from "./price-rules.js";
export * from "./resources/index.js";
export * from "./resources/seed-menu.js";
export * from "./site-setting-labels.js";
export * from "./spreadsheet-cell.js";
