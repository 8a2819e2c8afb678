import { useMemo, useState } from "react";
import { ModuleListPage } from "../../../components/module";
import { useSystemTranslation } from "../shared/systemTexts";
import { useModuleRows } from "../shared/useModuleRows";
import { menuDeclaration } from "./menuDeclaration";

/** System › menus: the menu and button tree, every field of the menu form, delete with confirmation. */
export default function MenuPage() {
  const { t } = useSystemTranslation();
  const [version, setVersion] = useState(0);
  const tree = useModuleRows("menu", version);
  const declaration = useMemo(() => menuDeclaration(t, tree), [t, tree]);
  return (
    <ModuleListPage
      module="menu"
      declaration={declaration}
      onChanged={() => setVersion((v) => v + 1)}
    />
  );
}
