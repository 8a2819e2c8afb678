import { Tree, type TreeDataNode } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useModuleHttp } from "../../../components/module";
import { useSystemTranslation } from "../shared/systemTexts";
import { type MenuNode, toggleGrant } from "./grantTree";

/** The menus and buttons a role grants, as a checkable tree (a form control: value and onChange). */
export function MenuGrantTree({
  value = [],
  onChange,
  id,
}: {
  value?: number[];
  onChange?(value: number[]): void;
  id?: string;
}) {
  const http = useModuleHttp();
  const { t } = useSystemTranslation();
  const [tree, setTree] = useState<MenuNode[]>([]);

  useEffect(() => {
    let live = true;
    http.post<MenuNode[]>("/role/menuTree").then(
      (answer) => live && setTree(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [http]);

  const treeData = useMemo(() => {
    const toData = (node: MenuNode): TreeDataNode => ({
      key: node.id,
      // Beside its title, a menu shows its path and a button its permission identifier, which
      // is what the grant really gives (two menus may share a title).
      title: [
        t(node.title, { defaultValue: node.title }),
        node.type === "button" ? node.permission : node.path,
      ]
        .filter(Boolean)
        .join(" · "),
      children: node.children?.map(toData),
    });
    return tree.map(toData);
  }, [tree, t]);

  return (
    <div
      id={id}
      style={{ maxHeight: 360, overflow: "auto", border: "1px solid #d9d9d9", padding: 8 }}
    >
      <Tree
        checkable
        checkStrictly
        defaultExpandAll
        selectable={false}
        key={tree.length}
        treeData={treeData}
        checkedKeys={value}
        onCheck={(_keys, info) =>
          onChange?.(toggleGrant(tree, value, Number(info.node.key), info.checked))
        }
      />
    </div>
  );
}
