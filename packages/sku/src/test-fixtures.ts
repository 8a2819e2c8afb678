import type { SpecGroup } from "./types";

/** A typical product: three groups, some options ticked. Ids are unique across groups. */
export function typicalGroups(): SpecGroup[] {
  return [
    {
      id: 1,
      title: "颜色",
      children: [
        { id: 11, title: "红", checked: true },
        { id: 12, title: "蓝", checked: true },
        { id: 13, title: "黑", checked: false },
      ],
    },
    {
      id: 2,
      title: "尺码",
      children: [
        { id: 21, title: "S", checked: true },
        { id: 22, title: "M", checked: true },
      ],
    },
    {
      id: 3,
      title: "材质",
      children: [{ id: 31, title: "棉", checked: true }],
    },
  ];
}
