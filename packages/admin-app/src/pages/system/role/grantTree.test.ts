import { describe, expect, it } from "vitest";
import { type MenuNode, toggleGrant } from "./grantTree";

const tree: MenuNode[] = [
  {
    id: 1,
    pid: 0,
    title: "system",
    type: "menu",
    children: [
      {
        id: 2,
        pid: 1,
        title: "user",
        type: "menu",
        children: [
          { id: 3, pid: 2, title: "add", type: "button" },
          { id: 4, pid: 2, title: "del", type: "button" },
        ],
      },
    ],
  },
  { id: 5, pid: 0, title: "home", type: "menu" },
];

describe("toggleGrant", () => {
  it("grants the menus above a granted button", () => {
    expect(toggleGrant(tree, [5], 3, true)).toEqual([1, 2, 3, 5]);
  });

  it("takes away everything below a menu taken away, and nothing else", () => {
    expect(toggleGrant(tree, [1, 2, 3, 4, 5], 2, false)).toEqual([1, 5]);
  });

  it("takes away a single button without touching its page", () => {
    expect(toggleGrant(tree, [1, 2, 3, 4], 4, false)).toEqual([1, 2, 3]);
  });
});
