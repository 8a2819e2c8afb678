import type { ModulePageDeclaration } from "../../../components/module";
import { ModuleListPage } from "../../../components/module";
import { MenuGrantTree } from "./MenuGrantTree";

/** The role form: its own fields, then the tree of menus and buttons it grants. */
const roleDeclaration: ModulePageDeclaration = {
  form: {
    order: ["name", "sign", "sort", "status", "description", "menuIds"],
    fields: { menuIds: { input: () => <MenuGrantTree /> } },
    defaults: () => ({ sort: 0, status: 1, menuIds: [] }),
  },
};

/** System › roles: name, sign, sort, status, description, and the menus and buttons granted. */
export default function RolePage() {
  return <ModuleListPage module="role" declaration={roleDeclaration} />;
}
