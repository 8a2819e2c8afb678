import { createSkuMessage } from "./i18n/create-message";
import type { SkuLocale, SkuMessage, SpecGroup, SpecId } from "./types";

export type SpecEditResult =
  | { ok: true; groups: SpecGroup[]; id: SpecId }
  | { ok: false; error: SkuMessage };

export interface SpecEditOptions {
  /** The id to give a new group or option; by default one above every numeric id in use. */
  id?: SpecId | undefined;
  locale?: SkuLocale | undefined;
}

/** One above every numeric id of groups and options, so a new id never collides with a row's. */
export function nextSpecId(groups: readonly SpecGroup[]): number {
  let max = 0;
  for (const group of groups) {
    if (typeof group.id === "number" && group.id > max) max = group.id;
    for (const option of group.children) {
      if (typeof option.id === "number" && option.id > max) max = option.id;
    }
  }
  return max + 1;
}

// Titles are compared trimmed and without case: "Red" and "red " would be two rows an operator
// cannot tell apart.
const sameTitle = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

function refuse(messageKey: string, locale?: SkuLocale, title?: string): SpecEditResult {
  const params = title === undefined ? undefined : { title };
  return { ok: false, error: createSkuMessage("title", messageKey, locale, params) };
}

export function addSpecGroup(
  groups: readonly SpecGroup[],
  title: string,
  options: SpecEditOptions = {},
): SpecEditResult {
  const clean = title.trim();
  if (!clean) return refuse("spec.groupTitleRequired", options.locale);
  if (groups.some((group) => sameTitle(group.title, clean))) {
    return refuse("spec.groupDuplicate", options.locale, clean);
  }
  const id = options.id ?? nextSpecId(groups);
  return { ok: true, id, groups: [...groups, { id, title: clean, children: [] }] };
}

export function renameSpecGroup(
  groups: readonly SpecGroup[],
  groupId: SpecId,
  title: string,
  options: Omit<SpecEditOptions, "id"> = {},
): SpecEditResult {
  const clean = title.trim();
  if (!clean) return refuse("spec.groupTitleRequired", options.locale);
  if (!groups.some((group) => group.id === groupId)) {
    return refuse("spec.groupMissing", options.locale);
  }
  if (groups.some((group) => group.id !== groupId && sameTitle(group.title, clean))) {
    return refuse("spec.groupDuplicate", options.locale, clean);
  }
  return {
    ok: true,
    id: groupId,
    groups: groups.map((group) => (group.id === groupId ? { ...group, title: clean } : group)),
  };
}

export function removeSpecGroup(groups: readonly SpecGroup[], groupId: SpecId): SpecGroup[] {
  return groups.filter((group) => group.id !== groupId);
}

export function addSpecOption(
  groups: readonly SpecGroup[],
  groupId: SpecId,
  title: string,
  options: SpecEditOptions & { checked?: boolean | undefined } = {},
): SpecEditResult {
  const clean = title.trim();
  if (!clean) return refuse("spec.optionTitleRequired", options.locale);
  const group = groups.find((candidate) => candidate.id === groupId);
  if (!group) return refuse("spec.groupMissing", options.locale);
  if (group.children.some((option) => sameTitle(option.title, clean))) {
    return refuse("spec.optionDuplicate", options.locale, clean);
  }
  const id = options.id ?? nextSpecId(groups);
  const option = { id, title: clean, checked: options.checked ?? false };
  return {
    ok: true,
    id,
    groups: groups.map((candidate) =>
      candidate === group ? { ...group, children: [...group.children, option] } : candidate,
    ),
  };
}

export function renameSpecOption(
  groups: readonly SpecGroup[],
  groupId: SpecId,
  optionId: SpecId,
  title: string,
  options: Omit<SpecEditOptions, "id"> = {},
): SpecEditResult {
  const clean = title.trim();
  if (!clean) return refuse("spec.optionTitleRequired", options.locale);
  const group = groups.find((candidate) => candidate.id === groupId);
  if (!group) return refuse("spec.groupMissing", options.locale);
  if (!group.children.some((option) => option.id === optionId)) {
    return refuse("spec.optionMissing", options.locale);
  }
  if (group.children.some((option) => option.id !== optionId && sameTitle(option.title, clean))) {
    return refuse("spec.optionDuplicate", options.locale, clean);
  }
  const children = group.children.map((option) =>
    option.id === optionId ? { ...option, title: clean } : option,
  );
  return {
    ok: true,
    id: optionId,
    groups: groups.map((candidate) => (candidate === group ? { ...group, children } : candidate)),
  };
}

export function removeSpecOption(
  groups: readonly SpecGroup[],
  groupId: SpecId,
  optionId: SpecId,
): SpecGroup[] {
  return groups.map((group) =>
    group.id === groupId
      ? { ...group, children: group.children.filter((option) => option.id !== optionId) }
      : group,
  );
}

/** Ticks or unticks one option; the caller regenerates the rows from the new groups. */
export function setSpecOptionChecked(
  groups: readonly SpecGroup[],
  groupId: SpecId,
  optionId: SpecId,
  checked: boolean,
): SpecGroup[] {
  return groups.map((group) =>
    group.id === groupId
      ? {
          ...group,
          children: group.children.map((option) =>
            option.id === optionId ? { ...option, checked } : option,
          ),
        }
      : group,
  );
}
