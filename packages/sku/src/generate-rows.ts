import type { SkuRow, SpecGroup, SpecOption } from "./types";

/** The groups that take part in the combinations: those with at least one ticked option. */
export function tickedAxes(groups: readonly SpecGroup[]): SpecOption[][] {
  const axes: SpecOption[][] = [];
  for (const group of groups) {
    const ticked = group.children.filter((option) => option.checked);
    if (ticked.length > 0) axes.push(ticked);
  }
  return axes;
}

/** How many rows generateSkuRows would produce, without building them. */
export function countSkuCombinations(groups: readonly SpecGroup[]): number {
  const axes = tickedAxes(groups);
  return axes.length === 0 ? 0 : axes.reduce((count, axis) => count * axis.length, 1);
}

export function emptySkuRow(specs_id: string, data_title: string): SkuRow {
  return {
    data_title,
    specs_id,
    price: 0,
    cost_price: 0,
    market_price: 0,
    stock: 0,
    weight: 0,
    volume: 0,
    image: "",
  };
}

/**
 * The cartesian product of the ticked options, in group order then option order. A row whose
 * `specs_id` is in `previousRows` keeps its values; when its titles are unchanged it is the very
 * same object, so a memoized table row does not re-render. New rows start at zero.
 */
export function generateSkuRows(
  groups: readonly SpecGroup[],
  previousRows: readonly SkuRow[] = [],
): SkuRow[] {
  const axes = tickedAxes(groups);
  if (axes.length === 0) return [];

  // Ids and titles are built prefix by prefix, so each string is joined once per level.
  let ids = [""];
  let titles = [""];
  axes.forEach((axis, level) => {
    const nextIds: string[] = [];
    const nextTitles: string[] = [];
    for (let i = 0; i < ids.length; i++) {
      for (const option of axis) {
        nextIds.push(level === 0 ? String(option.id) : `${ids[i]},${option.id}`);
        nextTitles.push(level === 0 ? option.title : `${titles[i]},${option.title}`);
      }
    }
    ids = nextIds;
    titles = nextTitles;
  });

  const previous = new Map<string, SkuRow>();
  for (const row of previousRows) previous.set(row.specs_id, row);

  const rows = new Array<SkuRow>(ids.length);
  for (let i = 0; i < ids.length; i++) {
    const specsId = ids[i] as string;
    const title = titles[i] as string;
    const kept = previous.get(specsId);
    if (!kept) rows[i] = emptySkuRow(specsId, title);
    else rows[i] = kept.data_title === title ? kept : { ...kept, data_title: title };
  }
  return rows;
}
