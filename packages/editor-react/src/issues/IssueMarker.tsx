import type { ComponentInstance } from "@vitrine/editor-core";
import { useEditorUi } from "../workbench/editor-context";
import { isIssueCurrent, useIssuesOf } from "./issues-context";

/** The host's messages that still apply to this component (empty when none). */
export function useCurrentIssueMessages(component: ComponentInstance | undefined): string[] {
  const { issues, received } = useIssuesOf(component?.id);
  if (!component || !received || issues.length === 0) return [];
  return issues.filter((i) => isIssueCurrent(i, received, { component })).map((i) => i.message);
}

/** The badge on a canvas block whose component has issues; its id describes the block. */
export function IssueMarker({ id, messages }: { id: string; messages: readonly string[] }) {
  const { t } = useEditorUi();
  return (
    <div id={id} data-issue-marker title={messages.join("\n")} className="vt-issue-marker">
      {t("issues.marker")}: {messages.join("; ")}
    </div>
  );
}
