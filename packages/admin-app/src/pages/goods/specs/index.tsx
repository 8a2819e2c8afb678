import { Tag } from "antd";
import { useMemo, useState } from "react";
import {
  ModuleListPage,
  type ModulePageDeclaration,
  type ModuleRow,
} from "../../../components/module";
import type { SpecValue } from "../goodsApi";
import { useGoodsTranslation } from "../goodsTexts";
import { SpecValuesEditor } from "./SpecValuesEditor";

/**
 * Goods › specifications: the library of spec names (module goodsSpec), each row with its values,
 * which are added and removed in place (module goodsSpecValue) as well as from the wizard's picker.
 */
export default function GoodsSpecsPage() {
  useGoodsTranslation();
  // Values changed in a row's dialog: the list is drawn again with them.
  const [version, setVersion] = useState(0);
  const declaration = useMemo<ModulePageDeclaration>(
    () => ({
      // The server's valueNames column (红色、蓝色) drawn as one tag per value of the row.
      cells: {
        valueNames: (_value, row) => (
          <>
            {((row.values as SpecValue[] | undefined) ?? []).map((v) => (
              <Tag key={v.id}>{v.name}</Tag>
            ))}
          </>
        ),
      },
      rowActions: (row: ModuleRow) => (
        <SpecValuesEditor spec={row} onChanged={() => setVersion((v) => v + 1)} />
      ),
    }),
    [],
  );
  return <ModuleListPage key={version} module="goodsSpec" declaration={declaration} />;
}
