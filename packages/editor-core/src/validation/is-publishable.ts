import type { PageDocument } from "../types";
import { type ValidateOptions, type ValidationIssue, validateDocument } from "./validate-document";

/**
 * Drafts may be saved with issues; publishing needs none. Answers the issues that block it.
 */
export function checkPublishable(
  document: PageDocument,
  options: ValidateOptions = {},
): { ok: boolean; issues: ValidationIssue[] } {
  const issues = validateDocument(document, options);
  return { ok: issues.length === 0, issues };
}
