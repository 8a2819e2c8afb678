import { Table } from "antd";
import { hasRouteRole } from "../../../auth/permissions";
import { STATIC_MENU } from "../../../router/staticMenu";
import { selectUser } from "../../../store/authSlice";
import { useAppSelector } from "../../../store/hooks";
import { DemoPage } from "../DemoPage";
import { useDemoTranslation } from "../useDemoTranslation";
import { MyGrants, Verdict } from "./MyGrants";

/**
 * /limits/frontEnd/page: which sections of the route table the user's roles open, decided in the
 * browser with the same check that filters the static menu (section 6).
 */
export default function FrontEndPagePermissions() {
  const { t } = useDemoTranslation();
  const roles = useAppSelector((state) => selectUser(state)?.roles ?? []);
  const rows = STATIC_MENU.map((entry) => ({
    key: entry.path,
    title: t(entry.meta.title ?? entry.name),
    path: entry.path,
    allowed: hasRouteRole(roles, entry.meta.roles),
  }));
  return (
    <DemoPage intro={t("demos.limits.frontIntro")}>
      <MyGrants />
      <Table
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: t("demos.limits.section"), dataIndex: "title" },
          { title: t("demos.limits.path"), dataIndex: "path" },
          {
            title: t("demos.limits.access"),
            dataIndex: "allowed",
            render: (allowed: boolean) => <Verdict allowed={allowed} />,
          },
        ]}
      />
    </DemoPage>
  );
}
