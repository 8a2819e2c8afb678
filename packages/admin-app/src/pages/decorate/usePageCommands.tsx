import { Modal, message } from "antd";
import { type PagesApi, publishIssuesOf } from "../../api/pages";
import type { ModuleRow } from "../../components/module";
import { useDecorateTranslation } from "./decorateTexts";
import { IssueList } from "./IssueList";
import { duplicatePage } from "./pageActions";

export interface PageCommandsOptions {
  api: PagesApi;
  openEditor(id: number): void;
  /** Shows the rows again after a change. */
  reload(): void;
}

/**
 * A page row's duplicate and publish, with the notices saying it is done. A refused publish lists
 * the page's problems, each opening the editor. The holders must be rendered for these to show.
 */
export function usePageCommands({ api, openEditor, reload }: PageCommandsOptions) {
  const { t } = useDecorateTranslation();
  const [notice, noticeHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();

  async function duplicate(row: ModuleRow) {
    try {
      const copy = await duplicatePage(api, row.id, t("decorate.copySuffix"));
      notice.success(t("decorate.duplicated", { name: copy.name }));
      reload();
    } catch (error) {
      // The save is quiet (the editor shows its refusals itself); here a notice says why.
      notice.error(error instanceof Error ? error.message : String(error));
    }
  }

  async function publish(row: ModuleRow) {
    try {
      await api.publish(row.id);
      notice.success(t("decorate.publishedOk"));
      reload();
    } catch (error) {
      const issues = publishIssuesOf(error);
      const refusal = modal.error({
        title: issues ? t("decorate.publishRefused") : t("common.tip"),
        content: issues ? (
          <IssueList
            issues={issues}
            onSelect={() => {
              refusal.destroy();
              openEditor(row.id);
            }}
          />
        ) : error instanceof Error ? (
          error.message
        ) : (
          String(error)
        ),
        okText: t("common.ok"),
      });
    }
  }

  return { notice, noticeHolder, modalHolder, duplicate, publish };
}
