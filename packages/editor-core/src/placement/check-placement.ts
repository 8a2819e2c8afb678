import type { Registry } from "../registry/registry";
import type { ComponentInstance } from "../types";
import { slotEntries, walkBlocks } from "../util/tree";

export type PlacementRule = "maxPerPage" | "notFirst" | "fixedLast";

export interface PlacementViolation {
  rule: PlacementRule;
  /** The component breaking the rule (for maxPerPage: each one beyond the limit). */
  componentId: string;
  type: string;
  messageKey: string;
  params: Record<string, number>;
}

/** Every placement rule the list breaks, in list order. */
export function findPlacementViolations(
  components: readonly ComponentInstance[],
  registry: Registry,
): PlacementViolation[] {
  const violations: PlacementViolation[] = [];
  const counts = new Map<string, number>();
  const last = components.length - 1;
  components.forEach((component, index) => {
    const rules = registry.get(component.type)?.placement;
    if (!rules) return;
    const add = (rule: PlacementRule, params: Record<string, number> = {}) =>
      violations.push({
        rule,
        componentId: component.id,
        type: component.type,
        messageKey: `placement.${rule}`,
        params,
      });
    const count = (counts.get(component.type) ?? 0) + 1;
    counts.set(component.type, count);
    if (rules.maxPerPage !== undefined && count > rules.maxPerPage) {
      add("maxPerPage", { max: rules.maxPerPage });
    }
    if (rules.notFirst && index === 0) add("notFirst");
    if (rules.fixedLast && index !== last) add("fixedLast");
  });
  // "Per page" counts the blocks inside containers too (a second store header in a column is
  // still a second one); first and last are about the page's own list only.
  walkBlocks(
    components.flatMap((component) => slotEntries(component).flatMap(([, list]) => list)),
    (component) => {
      const max = registry.get(component.type)?.placement.maxPerPage;
      if (max === undefined) return;
      const count = (counts.get(component.type) ?? 0) + 1;
      counts.set(component.type, count);
      if (count > max) {
        violations.push({
          rule: "maxPerPage",
          componentId: component.id,
          type: component.type,
          messageKey: "placement.maxPerPage",
          params: { max },
        });
      }
    },
  );
  return violations;
}

/**
 * The first violation that `after` has and `before` did not: a command may not make placement
 * worse, while a loaded page that already breaks a rule stays editable.
 */
export function newPlacementViolation(
  before: readonly ComponentInstance[],
  after: readonly ComponentInstance[],
  registry: Registry,
): PlacementViolation | undefined {
  if (before === after) return undefined;
  const key = (v: PlacementViolation) =>
    v.rule === "maxPerPage" ? `${v.rule}:${v.type}` : `${v.rule}:${v.componentId}`;
  const existing = new Set(findPlacementViolations(before, registry).map(key));
  // "Only one per page" explains a refused second tab bar better than "must stay last".
  const priority: PlacementRule[] = ["maxPerPage", "notFirst", "fixedLast"];
  return findPlacementViolations(after, registry)
    .filter((v) => !existing.has(key(v)))
    .sort((a, b) => priority.indexOf(a.rule) - priority.indexOf(b.rule))[0];
}

/**
 * The index an insert or move should use so that components fixed at the end stay there: a
 * fixed-last type goes to the very end, anything else goes no further than before the fixed tail.
 */
export function clampBeforeFixedTail(
  components: readonly ComponentInstance[],
  index: number,
  registry: Registry,
  type: string,
): number {
  if (registry.get(type)?.placement.fixedLast) return components.length;
  let tailStart = components.length;
  while (tailStart > 0 && registry.get(components[tailStart - 1]!.type)?.placement.fixedLast) {
    tailStart--;
  }
  return Math.max(0, Math.min(index, tailStart));
}

/**
 * Whether one more component of `type` may join the page: false once its `maxPerPage` is reached
 * (a second tab bar or floating button), so a palette can offer it as unavailable instead of
 * letting the insert be refused.
 */
export function canAddComponent(
  components: readonly ComponentInstance[],
  type: string,
  registry: Registry,
): boolean {
  const definition = registry.get(type);
  if (!definition) return false;
  const max = definition.placement.maxPerPage;
  if (max === undefined) return true;
  let count = 0;
  walkBlocks(components, (component) => {
    if (component.type === type) count++;
  });
  return count < max;
}
