import { HttpError } from "../../api/HttpError";
import { ModuleHttpProvider } from "../../components/module";
import { UiProviders } from "../../components/UiProviders";
import { createI18n } from "../../i18n";
import { CreatePageDialog, type NewPageValues } from "./CreatePageDialog";
import { pageCategoryItems, pageRevisionRows, pageServer } from "./decorateFixtures";
import { IssueList } from "./IssueList";
import { PageListScreen } from "./PageListScreen";
import { RevisionsDialog } from "./RevisionsDialog";

export default { title: "Admin/Decorate" };

const noop = () => undefined;
const log = (what: string) => (value: unknown) => console.info(what, value);

const createLogged = async (values: NewPageValues) => log("create")(values);

/** The server refuses the category: the message goes under 页面分类. */
const createRefused = async () => {
  throw new HttpError("business", "所选页面分类不存在", {
    code: 1,
    data: { errors: [{ field: "classification", message: "所选页面分类不存在" }] },
  });
};

export const CreateDialog = () => (
  <UiProviders i18n={createI18n({ language: "zh-cn" })}>
    <CreatePageDialog open categories={pageCategoryItems} onCreate={createLogged} onCancel={noop} />
  </UiProviders>
);

export const CreateDialogRefused = () => (
  <UiProviders i18n={createI18n({ language: "zh-cn" })}>
    <CreatePageDialog
      open
      categories={pageCategoryItems}
      onCreate={createRefused}
      onCancel={noop}
    />
  </UiProviders>
);

export const CreateDialogEnglish = () => (
  <UiProviders i18n={createI18n({ language: "en" })}>
    <CreatePageDialog open categories={pageCategoryItems} onCreate={createLogged} onCancel={noop} />
  </UiProviders>
);

export const Revisions = () => (
  <UiProviders i18n={createI18n({ language: "zh-cn" })}>
    <RevisionsDialog
      page={{ id: 2, name: "双十一活动" }}
      loadRevisions={async () => pageRevisionRows}
      restore={async (id, revision) => log("restore")({ id, revision })}
      onClose={noop}
    />
  </UiProviders>
);

export const RevisionsEmpty = () => (
  <UiProviders i18n={createI18n({ language: "zh-cn" })}>
    <RevisionsDialog
      page={{ id: 2, name: "双十一活动" }}
      loadRevisions={async () => []}
      restore={async () => undefined}
      onClose={noop}
    />
  </UiProviders>
);

export const Issues = () => (
  <UiProviders i18n={createI18n({ language: "zh-cn" })}>
    <IssueList
      issues={[
        {
          path: "settings.name",
          message: "请输入页面名称",
          messageKey: "validation.page.nameRequired",
        },
        {
          componentId: "cap-1",
          path: "wordSize",
          message: "数字最大为99",
          messageKey: "validation.number.max99",
        },
      ]}
      describe={(issue) => (issue.componentId ? "标题文字" : "页面设置")}
      onSelect={log("select")}
    />
  </UiProviders>
);

/** The whole list over pages held in memory (create, duplicate, publish, revisions answer). */
export const PageList = () => (
  <UiProviders i18n={createI18n({ language: "zh-cn" })}>
    <ModuleHttpProvider client={pageServer().http}>
      <PageListScreen openEditor={log("open")} />
    </ModuleHttpProvider>
  </UiProviders>
);
