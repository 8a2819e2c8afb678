import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { type SeedMenu, seedMenuTree, seedTitleKeys } from "./menu-tree.js";

/**
 * The seed tree as menu-tree.ts declared it by hand before it was derived from the resource
 * declarations (issue 37), written out once. A new database's menu ids follow this order, and the
 * menu screen, role grants and authBtnList read these paths, titles and permissions.
 */
const BEFORE: SeedMenu[] = JSON.parse(
  fs.readFileSync(
    new URL("./__fixtures__/menu-tree-before-issue-37.json", import.meta.url),
    "utf8",
  ),
);

/** Rows declared since, each added to existing databases by its own migration. */
const ADDED_SINCE = ["orderIndex", "goodsAdd"];

function without(tree: readonly SeedMenu[], names: readonly string[]): SeedMenu[] {
  return tree
    .filter((item) => !names.includes(item.name))
    .map((item) => (item.children ? { ...item, children: without(item.children, names) } : item));
}

function flatten(tree: readonly SeedMenu[]): SeedMenu[] {
  return tree.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

describe("the seeded menu tree, derived from the resource declarations", () => {
  it("is the hand-written tree it replaced, row for row and in the same order", () => {
    const derived = JSON.parse(JSON.stringify(without(seedMenuTree, ADDED_SINCE)));
    expect(derived).toStrictEqual(BEFORE);
  });

  it("gives every route name and path once", () => {
    const rows = flatten(seedMenuTree);
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.path)).size).toBe(rows.length);
  });

  it("stores a title key for each row and button", () => {
    expect(seedTitleKeys()).toContain("router.goodsList");
    expect(seedTitleKeys()).toContain("router.btn.siteSettings");
  });
});
