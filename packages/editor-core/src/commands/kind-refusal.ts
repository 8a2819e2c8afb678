import { findFieldTypeProblem } from "../document/check-fields";
import { localizeParams } from "../i18n/localize-params";
import type { FieldSpecs } from "../registry/field-spec";
import { type CommandContext, refuse } from "./context";

/**
 * Refuses values of the wrong JSON kind (text where a number belongs). Out-of-range values are
 * fine in a draft, but a wrong kind would make the saved page unreadable by parseDocument.
 * Hosts should turn a cleared number input into null, which number fields accept.
 */
export function kindRefusal(
  context: CommandContext,
  values: Record<string, unknown>,
  specs: FieldSpecs,
) {
  const problem = findFieldTypeProblem(values, specs);
  if (!problem) return null;
  const params = localizeParams(
    { field: problem.field, expected: problem.expected.join("|") },
    context.locale(),
  );
  return refuse(context, "invalid-value", "command.wrongKind", params);
}
