import { useMemo } from "react";
import { ModuleListPage } from "../../../components/module";
import { useSystemTranslation } from "../shared/systemTexts";
import { useModuleRows } from "../shared/useModuleRows";
import { userDeclaration } from "./userDeclaration";

/**
 * System › users: the form and rules of spec sections 3 and 5, the list's avatar, login and error
 * columns, status switch and permanent delete with confirmation.
 */
export default function UserPage() {
  const { t } = useSystemTranslation();
  // Reading the users does not need the role list permission: without it the role choices are empty.
  const roles = useModuleRows("role", 0, true);
  const declaration = useMemo(() => userDeclaration(t, roles), [t, roles]);
  return <ModuleListPage module="user" declaration={declaration} />;
}
