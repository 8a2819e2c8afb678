/**
 * The preset swatches under the picker: Element UI's `predefine` colours (the original editor's
 * colour fields are Element's el-color-picker), written as hex or rgba() as our fields store them.
 */
export const COLOUR_PRESETS: readonly string[] = [
  "#ff4500",
  "#ff8c00",
  "#ffd700",
  "#90ee90",
  "#00ced1",
  "#1e90ff",
  "#c71585",
  "rgba(255, 69, 0, 0.68)",
  "rgb(255, 120, 0)",
  "#fafa05",
  "rgba(144, 240, 144, 0.5)",
  "#00babd",
  "rgba(31, 147, 255, 0.73)",
  "#c7158577",
  "#ffffff",
  "#000000",
];
