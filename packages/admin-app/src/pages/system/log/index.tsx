import { Tabs } from "antd";
import { ModuleListPage } from "../../../components/module";
import { useSystemTranslation } from "../shared/systemTexts";
import { operationLogDeclaration, signInLogDeclaration } from "./logDeclarations";

/** System › logs: operation and sign-in logs, read-only, with filters and export. */
export default function LogPage() {
  const { t } = useSystemTranslation();
  return (
    <Tabs
      destroyOnHidden
      items={[
        {
          key: "log",
          label: t("system.operationLog"),
          children: <ModuleListPage module="log" declaration={operationLogDeclaration} />,
        },
        {
          key: "loginLog",
          label: t("system.signInLog"),
          children: <ModuleListPage module="loginLog" declaration={signInLogDeclaration} />,
        },
      ]}
    />
  );
}
