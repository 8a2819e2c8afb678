export * from "./media";
