import { useMemo, useState } from "react";
import { ModuleListPage } from "../../../components/module";
import { useReloadRoutes } from "../../../router/routesReload";
import { useSystemTranslation } from "../shared/systemTexts";
import { useModuleRows } from "../shared/useModuleRows";
import { menuDeclaration } from "./menuDeclaration";

/** System › menus: the menu and button tree, every field of the menu form, delete with confirmation. */
export default function MenuPage() {
  const { t } = useSystemTranslation();
  const [version, setVersion] = useState(0);
  const tree = useModuleRows("menu", version);
  const declaration = useMemo(() => menuDeclaration(t, tree), [t, tree]);
  // The operator's own side menu and routes follow a change at once, without a page reload.
  const reloadRoutes = useReloadRoutes();
  return (
    <ModuleListPage
      module="menu"
      declaration={declaration}
      onChanged={() => {
        setVersion((v) => v + 1);
        void reloadRoutes();
      }}
    />
  );
}
