import { generateSkuRows } from "../generate-rows";
import type { SpecGroup } from "../types";
import type { SkuEditorValue } from "./types";

/** A T-shirt with colour, size and material: 3 × 3 × 2 = 18 combinations, a few priced. */
export function typicalProduct(): SkuEditorValue {
  const groups: SpecGroup[] = [
    {
      id: 1,
      title: "颜色",
      children: [
        { id: 11, title: "白色", checked: true },
        { id: 12, title: "黑色", checked: true },
        { id: 13, title: "藏青", checked: true },
        { id: 14, title: "酒红", checked: false },
      ],
    },
    {
      id: 2,
      title: "尺码",
      children: [
        { id: 21, title: "S", checked: true },
        { id: 22, title: "M", checked: true },
        { id: 23, title: "L", checked: true },
        { id: 24, title: "XL", checked: false },
      ],
    },
    {
      id: 3,
      title: "材质",
      children: [
        { id: 31, title: "纯棉", checked: true },
        { id: 32, title: "莫代尔", checked: true },
      ],
    },
  ];
  const rows = generateSkuRows(groups).map((row, index) => ({
    ...row,
    price: 79 + (index % 3) * 10,
    market_price: 129,
    cost_price: 35.5,
    stock: 100 + index,
    weight: 220,
    volume: 1,
  }));
  return { groups, rows };
}

/** Four groups of ten ticked options: 10,000 combinations. */
export function tenThousandRows(): SkuEditorValue {
  const titles = ["颜色", "尺码", "款式", "批次"];
  const groups: SpecGroup[] = titles.map((title, g) => ({
    id: g + 1,
    title,
    children: Array.from({ length: 10 }, (_, o) => ({
      id: 100 * (g + 1) + o,
      title: `${title}${o + 1}`,
      checked: true,
    })),
  }));
  return { groups, rows: generateSkuRows(groups) };
}
