import { documentReplaced } from "../store/actions";
import { componentIndex } from "../store/component-index";
import type { CommandResult, ComponentInstance } from "../types";
import {
  type CommandContext,
  currentDocument,
  done,
  endEditGroup,
  refuse,
  titleOf,
} from "./context";
import { moveDown, moveUp } from "./move";
import { placementRefusal } from "./placement-refusal";

/**
 * Moves several components one place up (-1) or down (+1) together, as one undo step: each steps
 * over the unselected neighbour on that side; one already at the edge, or behind another that
 * cannot move, stays (so a selection at the top moves only its lower part, as in a list editor).
 * Components fixed at the end (the tab bar) neither move nor are passed. One id is `moveUp` or
 * `moveDown` (issue 34: move on a multi-selection).
 */
export function moveMany(
  context: CommandContext,
  ids: readonly string[],
  delta: -1 | 1,
): CommandResult<{ changed: boolean }> {
  const chosen = new Set(ids);
  const [only] = chosen;
  if (chosen.size === 1 && only !== undefined)
    return delta < 0 ? moveUp(context, only) : moveDown(context, only);
  if (chosen.size === 0) return done(false);
  const before = currentDocument(context);
  const index = componentIndex(before.components);
  if ([...chosen].some((id) => !index.has(id)))
    return refuse(context, "not-found", "command.notFound");
  const fixed = (component: ComponentInstance) =>
    context.registry.get(component.type)?.placement.fixedLast === true;
  const pinned = before.components.find((c) => chosen.has(c.id) && fixed(c));
  if (pinned) {
    return refuse(context, "placement", "placement.fixedLast", {
      title: titleOf(context, pinned.type),
    });
  }
  const list = [...before.components];
  // Walk from the side the selection moves towards, so a moved one leaves room for the next.
  const order = list.map((_, i) => i);
  if (delta > 0) order.reverse();
  const stuck = new Set<string>();
  for (const i of order) {
    const here = list[i] as ComponentInstance;
    if (!chosen.has(here.id)) continue;
    const there = list[i + delta];
    if (!there || fixed(there) || stuck.has(there.id)) {
      stuck.add(here.id);
      continue;
    }
    list[i + delta] = here;
    list[i] = there;
  }
  if (list.every((component, i) => component === before.components[i])) return done(false);
  const after = { ...before, components: list };
  const refusal = placementRefusal(context, before, after);
  if (refusal) return refusal;
  endEditGroup(context);
  context.store.dispatch(documentReplaced({ document: after }));
  return done(true);
}
