import { Button } from "antd";
import { useMemo, useState } from "react";
import {
  ModuleListPage,
  type ModulePageDeclaration,
  type ModuleRow,
} from "../../../components/module";
import { useGrantedButtons } from "../../../components/module/useGrantedButtons";
import { FreightTemplateDialog } from "../freight/FreightTemplateDialog";
import { useGoodsTranslation } from "../goodsTexts";
import { GoodsSettingsForm } from "./GoodsSettingsForm";

/**
 * Goods › settings (menu path goods/config/index): the goods settings, and the freight templates
 * the wizard's logistics step offers (list on the module framework, the form of its own).
 */
export default function GoodsConfigPage() {
  const { t } = useGoodsTranslation();
  const granted = useGrantedButtons();
  const may = (action: string) =>
    granted.length === 0 || granted.includes(`freightTemplate:${action}`);
  const [editing, setEditing] = useState<{ row: ModuleRow | null } | null>(null);
  const [version, setVersion] = useState(0);
  const declaration = useMemo<ModulePageDeclaration>(
    () => ({
      rowActions: (row) =>
        granted.length === 0 || granted.includes("freightTemplate:edit") ? (
          <Button type="link" size="small" onClick={() => setEditing({ row })}>
            {t("goods.freight.edit")}
          </Button>
        ) : null,
    }),
    [granted, t],
  );
  return (
    <>
      <GoodsSettingsForm />
      {may("add") ? (
        <Button
          type="primary"
          onClick={() => setEditing({ row: null })}
          style={{ marginBottom: 12 }}
        >
          {t("goods.freight.add")}
        </Button>
      ) : null}
      <ModuleListPage key={version} module="freightTemplate" declaration={declaration} />
      <FreightTemplateDialog
        open={editing !== null}
        row={editing?.row ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          setVersion((v) => v + 1);
        }}
      />
    </>
  );
}
