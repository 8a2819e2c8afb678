export * from "./money.js";
export * from "./price-rules.js";
