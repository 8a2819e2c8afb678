import type { PageCategory } from "@vitrine/editor-react";
import { Tag } from "antd";
import type { TFunction } from "i18next";
import type { ModulePageDeclaration } from "../../components/module";
import { publicPathOf } from "./pageAddress";

/** The page list's columns, in this order (the server names the update time either way). */
export const PAGE_LIST_COLUMNS = [
  "id",
  "name",
  "details",
  "classification",
  "status",
  "slug",
  "version",
  "updatedAt",
  "updated_at",
];

/** The cells drawn otherwise than as text: the status tag, the address, the category's name. */
export function pageListCells(
  t: TFunction,
  categories: PageCategory[],
): NonNullable<ModulePageDeclaration["cells"]> {
  return {
    status: (value) =>
      value === "published" ? (
        <Tag color="green">{t("decorate.published")}</Tag>
      ) : (
        <Tag>{t("decorate.draft")}</Tag>
      ),
    // Every page has an address; the home page's is also the shop's own.
    slug: (value, row) =>
      publicPathOf({ id: row.id, slug: (value as string | null) ?? null, isHome: false }) +
      (row.isHome ? ` · ${t("decorate.markHome")}` : ""),
    classification: (value) =>
      categories.find((c) => String(c.value) === String(value))?.label ?? String(value ?? ""),
  };
}
