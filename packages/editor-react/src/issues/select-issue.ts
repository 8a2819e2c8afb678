import type { Editor, ValidationIssue } from "@vitrine/editor-core";

/** Where the side panel should go for an issue: its component's settings or the page settings. */
export type IssueTarget = "component" | "page";

/**
 * Selects the component an issue names (so the side panel opens its settings), or clears the
 * selection for a page-settings issue. Answers which settings tab shows the issue's field.
 */
export function selectIssue(editor: Editor, issue: ValidationIssue): IssueTarget {
  const id = issue.componentId;
  if (id !== undefined && editor.getDocument().components.some((c) => c.id === id)) {
    editor.select([id]);
    return "component";
  }
  editor.select([]);
  return "page";
}

/**
 * Focuses the side panel's field that shows this message, once the panel has rendered it, so a
 * keyboard user lands on the field to fix.
 */
export function focusIssueField(message: string, root: ParentNode = document) {
  const fields = root.querySelectorAll<HTMLElement>('[aria-invalid="true"][aria-describedby]');
  for (const field of fields) {
    const describedBy = field.getAttribute("aria-describedby") ?? "";
    if (document.getElementById(describedBy)?.textContent === message) {
      field.focus();
      return true;
    }
  }
  return false;
}
