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
import { categoryPath } from "../shared/categoryPath";
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

/** Goods › categories: a tree of at most 3 levels with icon and sort, on the module framework. */
export default function GoodsCategoryPage() {
  useGoodsTranslation();
  const [version, setVersion] = useState(0);
  const tree = useModuleRows("goodsCategory", version) as unknown as CategoryNode[];
  const declaration = useMemo<ModulePageDeclaration>(
    () => ({
      cells: { icon: (value, row: ModuleRow) => <IconCell url={value} name={row.name} /> },
      form: {
        fields: {
          parentId: { input: () => <ParentInput tree={tree} /> },
          icon: { input: () => <IconInput /> },
        },
        defaults: (parent) => ({ parentId: parent?.id ?? 0, sort: 0, status: 1, icon: "" }),
      },
    }),
    [tree],
  );
  return (
    <ModuleListPage
      module="goodsCategory"
      declaration={declaration}
      onChanged={() => setVersion((v) => v + 1)}
    />
  );
}
