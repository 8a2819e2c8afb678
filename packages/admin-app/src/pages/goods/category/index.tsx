import { useMemo, useState } from "react";
import {
  ModuleListPage,
  type ModulePageDeclaration,
  type ModuleRow,
} from "../../../components/module";
import { useModuleRows } from "../../system/shared/useModuleRows";
import type { CategoryNode } from "../goodsApi";
import { useGoodsTranslation } from "../goodsTexts";
import { CategoryCascader } from "../shared/CategoryCascader";
import { categoryNames, categoryPath } from "../shared/categoryPath";
import { MediaPicker } from "../shared/MediaPicker";

/** The parent of a category as a cascader over the levels that leave room below (1 and 2). */
function ParentInput({
  tree,
  value,
  onChange,
}: {
  tree: CategoryNode[];
  value?: number;
  onChange?(id: number): void;
}) {
  const { t } = useGoodsTranslation();
  // The server refuses a move under the category itself or too deep, naming the reason.
  return (
    <CategoryCascader
      tree={tree}
      maxLevel={2}
      label={t("goods.category.parent")}
      placeholder={t("goods.category.topLevel")}
      value={value ? categoryPath(tree, value) : []}
      onChange={(path) => onChange?.(path[path.length - 1] ?? 0)}
    />
  );
}

/** One picture from the media library as the category's icon (a URL). */
function IconInput({ value, onChange }: { value?: string; onChange?(url: string): void }) {
  const { t } = useGoodsTranslation();
  return (
    <MediaPicker
      max={1}
      label={t("goods.category.icon")}
      value={value ? [value] : []}
      onChange={(urls) => onChange?.(urls[0] ?? "")}
    />
  );
}

function IconCell({ url, name }: { url: unknown; name: unknown }) {
  return typeof url === "string" && url ? (
    <img src={url} alt={String(name)} style={{ width: 40, height: 40, objectFit: "cover" }} />
  ) : (
    "-"
  );
}

/** The deepest level: a category there takes no sub-category (the server refuses one). */
const LAST_LEVEL = 3;

/**
 * Goods › categories: a tree of at most 3 levels with icon and sort, on the module framework. The
 * parent column names the parent (its id meant nothing to an operator), and a third-level row
 * does not offer 新增下级.
 */
export default function GoodsCategoryPage() {
  const { t } = useGoodsTranslation();
  const [version, setVersion] = useState(0);
  const tree = useModuleRows("goodsCategory", version) as unknown as CategoryNode[];
  const declaration = useMemo<ModulePageDeclaration>(() => {
    const names = categoryNames(tree);
    return {
      cells: {
        icon: (value, row: ModuleRow) => <IconCell url={value} name={row.name} />,
        parentId: (value) =>
          Number(value) > 0
            ? (names.get(Number(value)) ?? String(value))
            : t("goods.category.topLevel"),
      },
      canAddChild: (row) => Number(row.level ?? 1) < LAST_LEVEL,
      form: {
        fields: {
          parentId: { input: () => <ParentInput tree={tree} /> },
          icon: { input: () => <IconInput /> },
        },
        defaults: (parent) => ({ parentId: parent?.id ?? 0, sort: 0, status: 1, icon: "" }),
      },
    };
  }, [tree, t]);
  return (
    <ModuleListPage
      module="goodsCategory"
      declaration={declaration}
      onChanged={() => setVersion((v) => v + 1)}
    />
  );
}
