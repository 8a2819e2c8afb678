import { ModuleListPage } from "../../../components/module";

/** System › organizes: name, description and status (spec sections 3 and 5). */
export default function OrganizePage() {
  return (
    <ModuleListPage module="organize" declaration={{ form: { defaults: () => ({ status: 1 }) } }} />
  );
}
