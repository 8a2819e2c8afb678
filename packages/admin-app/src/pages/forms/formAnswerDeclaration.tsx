import { Select } from "antd";
import type { ModulePageDeclaration, ModuleRow } from "../../components/module";
import { SEARCH_BY_LABEL } from "../../components/module/searchByLabel";

/** The answers' columns: where each came from, the questions with their answers, when. */
export const FORM_ANSWER_COLUMNS = [
  "pageName",
  "formTitle",
  "summary",
  "componentId",
  "publishedVersion",
  "addressHash",
  "createdAt",
];

/**
 * The answers screen: filtered by page (chosen by name from the pages the operator may list), form
 * title, component, words of the answers and submission time; exported and deleted through the framework.
 * `pages` is empty for an operator who may read answers but not list pages: the page is then
 * filtered by its name instead.
 */
export function formAnswerDeclaration(pages: ModuleRow[]): ModulePageDeclaration {
  const canChoosePage = pages.length > 0;
  return {
    columns: FORM_ANSWER_COLUMNS,
    filters: [
      canChoosePage ? "pageId" : "pageName",
      // The form by its title (what operators see); its component id tells apart two of one title.
      "formTitle",
      "componentId",
      "summary",
      "createdAt",
    ],
    cells: {
      // Each question on its own line: "Name: Ann; Colours: red, blue" reads as a list.
      summary: (value) => (
        <div style={{ whiteSpace: "pre-line", minWidth: 200 }}>
          {String(value ?? "").replaceAll("; ", "\n")}
        </div>
      ),
    },
    filterInputs: canChoosePage
      ? {
          pageId: (
            <Select
              allowClear
              showSearch={SEARCH_BY_LABEL}
              options={pages.map((page) => ({ value: page.id, label: String(page.name) }))}
              style={{ minWidth: 180 }}
            />
          ),
        }
      : {},
  };
}
