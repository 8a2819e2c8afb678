import { Table, Typography } from "antd";
import { hasAllPermissions, hasAnyPermission, hasPermission } from "../../../auth/permissions";
import { useAuthButtons } from "../../../auth/usePermission";
import { DemoPage } from "../DemoPage";
import { useDemoTranslation } from "../useDemoTranslation";
import { MyGrants, Verdict } from "./MyGrants";

/**
 * /limits/backEnd/page: the grants the server sent for this user (its menu is built from the same
 * roles) and what the three button checks of section 6 answer with them.
 */
export default function BackEndPagePermissions() {
  const { t } = useDemoTranslation();
  const granted = useAuthButtons();
  const rows = [
    {
      key: "single",
      check: t("demos.limits.single", { value: "btn.add" }),
      allowed: hasPermission(granted, "btn.add"),
    },
    {
      key: "any",
      check: t("demos.limits.any", { value: "btn.del, btn.edit" }),
      allowed: hasAnyPermission(granted, ["btn.del", "btn.edit"]),
    },
    {
      key: "all",
      check: t("demos.limits.all", { value: "btn.add, btn.del" }),
      allowed: hasAllPermissions(granted, ["btn.add", "btn.del"]),
    },
  ];
  return (
    <DemoPage intro={t("demos.limits.backIntro")}>
      <MyGrants />
      <Table
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: t("demos.limits.check"), dataIndex: "check" },
          {
            title: t("demos.limits.access"),
            dataIndex: "allowed",
            render: (allowed: boolean) => <Verdict allowed={allowed} />,
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t("demos.limits.emptyRule")}
      </Typography.Paragraph>
    </DemoPage>
  );
}
