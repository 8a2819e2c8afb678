import { generateSkuRows, nextSpecId, type SpecGroup } from "@vitrine/sku";
import type { SkuEditorValue } from "@vitrine/sku/react";
import type { PickedSpec } from "./SpecLibraryDialog";

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A spec chosen from the library joins the variant editor: into the group of the same name (only
 * the values it lacks, ticked), or as a new group. Options get editor-local ids (the library's are
 * found again by name on save); rows of surviving combinations keep what was typed in them.
 */
export function mergePick(value: SkuEditorValue, pick: PickedSpec): SkuEditorValue {
  let next = nextSpecId(value.groups);
  let groups: SpecGroup[];
  const existing = value.groups.find((group) => same(group.title, pick.name));
  if (existing) {
    const added = pick.values
      .filter((v) => !existing.children.some((option) => same(option.title, v.name)))
      .map((v) => ({ id: next++, title: v.name, checked: true }));
    groups = value.groups.map((group) =>
      group === existing ? { ...group, children: [...group.children, ...added] } : group,
    );
  } else {
    const id = next++;
    groups = [
      ...value.groups,
      {
        id,
        title: pick.name,
        children: pick.values.map((v) => ({ id: next++, title: v.name, checked: true })),
      },
    ];
  }
  return { groups, rows: generateSkuRows(groups, value.rows) };
}
