import { newPlacementViolation } from "../placement/check-placement";
import type { PageDocument } from "../types";
import { type CommandContext, refuse, titleOf } from "./context";

/** The refusal for a candidate document that breaks a placement rule the current one kept. */
export function placementRefusal(
  context: CommandContext,
  before: PageDocument,
  after: PageDocument,
) {
  const violation = newPlacementViolation(before.components, after.components, context.registry);
  if (!violation) return null;
  return refuse(context, "placement", violation.messageKey, {
    ...violation.params,
    title: titleOf(context, violation.type),
  });
}
