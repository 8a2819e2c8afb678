import { PAGE_DETAILS_MAX_LENGTH, PAGE_NAME_MAX_LENGTH, translate } from "@vitrine/editor-core";
import type { ModuleDeclaration } from "../modules/framework/types.js";
import { createdAtField, idField, text } from "../modules/system/fields.js";
import { pages } from "./schema.js";

/** The dictionary type whose active items are the page categories a page may take. */
export const PAGE_CLASSIFICATION_DICTIONARY = "page_classification";

/**
 * The page categories the server seeds (seed.ts, migration 0005), labelled in three languages by
 * editor-core's catalogue (`pageCategory.<value>`): `/api/dic/options` and exports answer an item
 * still carrying its seeded label in the reader's language; one an operator relabelled or added is
 * answered as typed.
 */
export const PAGE_CATEGORY_OPTIONS = ["home", "activity", "product", "topic", "custom"].map(
  (value) => {
    const label = (locale: "zh-cn" | "en" | "zh-tw") => translate(`pageCategory.${value}`, locale);
    return { value, label: text(label("zh-cn"), label("en"), label("zh-tw")) };
  },
);

/** At most this many characters in a page name (spec section 5): editor-core's limit. */
export const PAGE_NAME_MAX = PAGE_NAME_MAX_LENGTH;
/** The spec sets no limit on the description; editor-core stops it here, one list row readable. */
export const PAGE_DETAILS_MAX = PAGE_DETAILS_MAX_LENGTH;

/**
 * The page module on the generic framework: list, export, info and delete come from it. Saving,
 * revisions, publishing and the public answer are the page's own calls (routes.ts), so the
 * framework's add, edit and status are not declared. The document columns are not fields: lists
 * and exports never carry a whole page document (info adds the draft document, see routes.ts).
 */
export const pageModule: ModuleDeclaration = {
  name: "page",
  permission: "page",
  title: text("页面装修", "Storefront pages", "頁面裝修"),
  table: pages,
  id: pages.id,
  actions: ["index", "del", "export"],
  defaultOrder: { key: "updatedAt", direction: "desc" },
  nameField: "name",
  fields: [
    idField(pages.id),
    {
      key: "name",
      column: pages.name,
      type: "string",
      label: text("页面名称", "Page name", "頁面名稱"),
      required: true,
      max: PAGE_NAME_MAX,
      sortable: true,
      filter: "contains",
    },
    {
      key: "details",
      column: pages.details,
      type: "string",
      label: text("页面描述", "Page description", "頁面描述"),
      required: true,
      max: PAGE_DETAILS_MAX,
    },
    {
      key: "classification",
      column: pages.classification,
      type: "string",
      label: text("页面分类", "Page category", "頁面分類"),
      required: true,
      dictionary: PAGE_CLASSIFICATION_DICTIONARY,
      // Labels only: the page's own calls check a category against the dictionary (input.ts).
      options: PAGE_CATEGORY_OPTIONS,
      filter: "exact",
    },
    {
      key: "status",
      column: pages.status,
      type: "string",
      label: text("状态", "Status", "狀態"),
      options: [
        { value: "draft", label: text("草稿", "Draft", "草稿") },
        { value: "published", label: text("已发布", "Published", "已發佈") },
      ],
      filter: "exact",
      sortable: true,
      writable: false,
    },
    {
      key: "version",
      column: pages.version,
      type: "integer",
      label: text("版本", "Version", "版本"),
      writable: false,
    },
    {
      key: "publishedVersion",
      column: pages.publishedVersion,
      type: "integer",
      label: text("已发布版本", "Published version", "已發佈版本"),
      writable: false,
    },
    {
      key: "publishedAt",
      column: pages.publishedAt,
      type: "datetime",
      label: text("发布时间", "Published", "發佈時間"),
      sortable: true,
      writable: false,
    },
    {
      key: "slug",
      column: pages.slug,
      type: "string",
      label: text("页面地址", "Page address", "頁面網址"),
      writable: false,
    },
    {
      key: "isHome",
      column: pages.isHome,
      type: "boolean",
      label: text("店铺首页", "Shop home page", "店鋪首頁"),
      writable: false,
    },
    createdAtField(pages.createdAt),
    {
      key: "updatedAt",
      column: pages.updatedAt,
      type: "datetime",
      label: text("更新时间", "Updated", "更新時間"),
      sortable: true,
      filter: "range",
      writable: false,
    },
  ],
};
