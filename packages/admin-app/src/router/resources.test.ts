import fs from "node:fs";
import { flattenResources, LAYOUT_VIEWS, RESOURCES } from "@vitrine/contract";
import { describe, expect, it } from "vitest";
import { routeTitles } from "./routeTitles";
import { flattenMenu, type MenuEntry, STATIC_MENU } from "./staticMenu";
import { viewKeys } from "./views";

/**
 * The static table and the view keys as they were declared by hand before both were derived from
 * the resource declarations (issue 37), written out once.
 */
const before = (file: string) =>
  JSON.parse(fs.readFileSync(new URL(`./__fixtures__/${file}`, import.meta.url), "utf8"));
const STATIC_BEFORE: MenuEntry[] = before("static-menu-before-issue-37.json");
const VIEWS_BEFORE: string[] = before("view-keys-before-issue-37.json");

/** Screens declared since, each with its own view (and, for databases, its migration). */
const ADDED_SINCE = {
  names: ["goodsAdd"],
  views: ["goods/add/index", "order/list/index", "order/refunds/index"],
};

/** Where an entry finally leads: a section follows its redirects to the page that opens. */
function landing(entry: MenuEntry, table: readonly MenuEntry[]): string {
  const all = flattenMenu(table);
  let current = entry;
  for (let hops = 0; !current.component && current.redirect && hops < 5; hops++) {
    const next = all.find((candidate) => candidate.path === current.redirect);
    if (!next) return current.redirect;
    current = next;
  }
  return current.path;
}

/**
 * What a user relies on in an entry: its path, name, page, roles, title, flags and where it leads.
 * Icons and the top-level order now follow the one declaration (the server menu's), so the static
 * mode draws the same menu as the menu mode.
 */
function shape(entries: readonly MenuEntry[], table: readonly MenuEntry[]): unknown[] {
  return entries
    .filter((entry) => !ADDED_SINCE.names.includes(entry.name))
    .map(({ meta: { icon: _icon, ...meta }, children, redirect: _redirect, ...entry }) => ({
      ...entry,
      meta,
      landing: landing({ ...entry, meta, children } as MenuEntry, table),
      children: children ? shape(children, table) : undefined,
    }))
    .sort((a, b) => (a.path < b.path ? -1 : 1));
}

describe("the routes derived from the resource declarations", () => {
  it("give the static table it replaced: paths, names, pages, roles, titles, flags", () => {
    expect(JSON.parse(JSON.stringify(shape(STATIC_MENU, STATIC_MENU)))).toStrictEqual(
      JSON.parse(JSON.stringify(shape(STATIC_BEFORE, STATIC_BEFORE))),
    );
  });

  it("draw the static menu with the server menu's icons", () => {
    const icons = new Map(flattenResources(RESOURCES).map((item) => [item.path, item.icon]));
    for (const entry of flattenMenu(STATIC_MENU))
      expect(entry.meta.icon).toBe(icons.get(entry.path));
  });

  it("name a view for every declared screen, and every view belongs to one", () => {
    const layout: string[] = Object.values(LAYOUT_VIEWS);
    const declared = new Set(
      flattenResources(RESOURCES)
        .map((item) => item.view)
        .filter((view): view is string => view !== undefined && !layout.includes(view)),
    );
    expect([...declared].filter((view) => !viewKeys().includes(view))).toEqual([]);
    expect(viewKeys().filter((view) => !declared.has(view))).toEqual([]);
  });

  it("title only declared screens (and the few pages outside the menu)", () => {
    const outsideMenu = ["visualizingDemo1", "visualizingDemo2", "welcome", "noRoles", "btn"];
    const declared = new Set(flattenResources(RESOURCES).map((item) => item.name));
    const titled = Object.keys(routeTitles["zh-cn"].router);
    expect(titled.filter((name) => !declared.has(name) && !outsideMenu.includes(name))).toEqual([]);
  });

  it("keep the view keys the app had", () => {
    // As a set: the record resources' views (records.ts) are listed before the others.
    const kept = viewKeys().filter((view) => !ADDED_SINCE.views.includes(view));
    expect(kept.sort()).toEqual([...VIEWS_BEFORE].sort());
  });
});
