import { Button, Drawer, InputNumber } from "antd";
import { useMemo, useState } from "react";
import {
  ModuleListPage,
  type ModulePageDeclaration,
  type ModuleRow,
} from "../../../components/module";
import { useSystemTranslation } from "../shared/systemTexts";

/** The items of one dictionary type: the same list block, held to that type. */
function itemsDeclaration(type: ModuleRow): ModulePageDeclaration {
  return {
    fixedFilters: { typeId: type.id },
    filters: ["label", "value", "status"],
    columns: ["label", "value", "sort", "status", "createdAt"],
    form: {
      order: ["typeId", "label", "value", "sort", "status"],
      // The type is the one whose items are open; it is shown, not chosen.
      fields: { typeId: { input: () => <InputNumber disabled style={{ width: "100%" }} /> } },
      defaults: () => ({ typeId: type.id, sort: 0, status: 1 }),
    },
  };
}

/** System › dictionaries: the types, and for each the items selects across the app offer. */
export default function DicPage() {
  const { t } = useSystemTranslation();
  const [open, setOpen] = useState<ModuleRow | null>(null);
  const declaration = useMemo<ModulePageDeclaration>(
    () => ({
      rowActions: (row) => (
        <Button type="link" size="small" onClick={() => setOpen(row)}>
          {t("system.dicItems")}
        </Button>
      ),
    }),
    [t],
  );
  const items = useMemo(() => (open ? itemsDeclaration(open) : null), [open]);
  return (
    <>
      <ModuleListPage module="dic" declaration={declaration} />
      <Drawer
        open={open !== null}
        size="large"
        title={open ? t("system.dicItemsOf", { name: open.name }) : ""}
        onClose={() => setOpen(null)}
        destroyOnHidden
      >
        {open && items ? <ModuleListPage module="dicItem" declaration={items} /> : null}
      </Drawer>
    </>
  );
}
