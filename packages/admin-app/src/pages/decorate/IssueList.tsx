import { Button } from "antd";
import type { PublishIssue } from "../../api/pages";
import { useDecorateTranslation } from "./decorateTexts";

export interface IssueListProps {
  issues: readonly PublishIssue[];
  /** Where an issue is (a component's title); the message alone when absent. */
  describe?(issue: PublishIssue): string;
  /** Takes the operator to the issue (the list opens the page's editor). */
  onSelect(issue: PublishIssue): void;
}

/** Why a publish was refused: one button per problem, which takes the operator to it. */
export function IssueList({ issues, describe, onSelect }: IssueListProps) {
  const { t } = useDecorateTranslation();
  return (
    <ul aria-label={t("decorate.issues")} style={{ margin: 0, paddingLeft: 16 }}>
      {issues.map((issue) => (
        <li key={`${issue.componentId ?? "page"}:${issue.path}:${issue.messageKey}`}>
          <Button
            type="link"
            size="small"
            style={{ whiteSpace: "normal", height: "auto", textAlign: "left" }}
            onClick={() => onSelect(issue)}
          >
            {describe ? `${describe(issue)}: ${issue.message}` : issue.message}
          </Button>
        </li>
      ))}
    </ul>
  );
}
