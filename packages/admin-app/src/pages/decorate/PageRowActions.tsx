import { Button } from "antd";
import type { ModuleRow } from "../../components/module";
import { useAnalyticsTranslation } from "./analytics/analyticsTexts";
import { useDecorateTranslation } from "./decorateTexts";
import type { PageAction } from "./PageListScreen";

export interface PageRowActionsProps {
  row: ModuleRow;
  may(action: PageAction): boolean;
  onOpen(): void;
  onAddress(): void;
  onAnalytics(): void;
  onDuplicate(): void;
  onPublish(): void;
  onRevisions(): void;
}

/**
 * A page row's own buttons beside the list's delete, each named with the page's name:
 * open, address, analytics, duplicate, publish, revisions (as the operator may).
 */
export function PageRowActions({ row, may, ...on }: PageRowActionsProps) {
  const { t } = useDecorateTranslation();
  const { t: analyticsText } = useAnalyticsTranslation();
  const button = (label: string, onClick: () => void) => (
    <Button type="link" size="small" aria-label={`${label} ${row.name}`} onClick={onClick}>
      {label}
    </Button>
  );
  return (
    <>
      {may("edit") ? button(t("decorate.open"), on.onOpen) : null}
      {button(t("decorate.address"), on.onAddress)}
      {button(analyticsText("pageAnalytics.open"), on.onAnalytics)}
      {may("add") ? button(t("decorate.duplicate"), on.onDuplicate) : null}
      {may("publish") ? button(t("decorate.publish"), on.onPublish) : null}
      {may("edit") ? button(t("decorate.revisions"), on.onRevisions) : null}
    </>
  );
}
