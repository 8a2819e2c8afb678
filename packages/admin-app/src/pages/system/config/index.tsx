import { ModuleListPage } from "../../../components/module";

/** System › settings: typed key/value pairs; the server checks each value against its type. */
export default function ConfigPage() {
  return <ModuleListPage module="config" />;
}
