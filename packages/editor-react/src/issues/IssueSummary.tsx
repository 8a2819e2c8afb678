import { type EditorState, selectDocument, type ValidationIssue } from "@vitrine/editor-core";
import { useSelector } from "react-redux";
import { useEditorUi } from "../workbench/editor-context";
import { isIssueCurrent, useHostIssues } from "./issues-context";

/**
 * The host's issues that still apply (e.g. the server's publish refusal), each a button that takes
 * the user to its field. Rendered only while there are issues, so typing costs nothing otherwise.
 */
export function IssueSummary({ onSelect }: { onSelect: (issue: ValidationIssue) => void }) {
  const host = useHostIssues();
  if (!host || host.issues.length === 0) return null;
  return <CurrentIssues onSelect={onSelect} />;
}

function CurrentIssues({ onSelect }: { onSelect: (issue: ValidationIssue) => void }) {
  const { t, tc } = useEditorUi();
  const host = useHostIssues();
  const document = useSelector((state: EditorState) => selectDocument(state));
  if (!host) return null;
  const components = new Map(document.components.map((c) => [c.id, c]));
  const current = host.issues.filter((issue) =>
    isIssueCurrent(issue, host.document, {
      component: issue.componentId === undefined ? undefined : components.get(issue.componentId),
      settings: document.settings,
    }),
  );
  if (current.length === 0) return null;
  const where = (issue: ValidationIssue) => {
    const component = issue.componentId ? components.get(issue.componentId) : undefined;
    return component ? tc(`component.${component.type}.title`) : t("tab.page");
  };
  return (
    <section aria-label={t("issues.title")} className="vt-issues">
      <strong>{t("issues.title")}</strong>
      <ul className="vt-issues__list">
        {current.map((issue) => (
          <li key={`${issue.componentId ?? ""}:${issue.path}:${issue.messageKey}`}>
            <button type="button" onClick={() => onSelect(issue)} className="vt-issues__link">
              {where(issue)}: {issue.message}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
