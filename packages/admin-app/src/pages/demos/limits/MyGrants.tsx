import { Descriptions, Tag } from "antd";
import { useAuthButtons } from "../../../auth/usePermission";
import { selectUser } from "../../../store/authSlice";
import { useAppSelector } from "../../../store/hooks";
import { useDemoTranslation } from "../useDemoTranslation";

const tags = (values: readonly string[], none: string) =>
  values.length === 0 ? none : values.map((value) => <Tag key={value}>{value}</Tag>);

/** The signed-in user's roles and button permissions, as the session holds them. */
export function MyGrants() {
  const { t } = useDemoTranslation();
  const roles = useAppSelector((state) => selectUser(state)?.roles ?? []);
  const buttons = useAuthButtons();
  const none = t("demos.limits.none");
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      style={{ marginBottom: 16 }}
      items={[
        { key: "roles", label: t("demos.limits.roles"), children: tags(roles, none) },
        { key: "buttons", label: t("demos.limits.buttons"), children: tags(buttons, none) },
      ]}
    />
  );
}

/** Allowed or not, as a coloured tag. */
export function Verdict({ allowed }: { allowed: boolean }) {
  const { t } = useDemoTranslation();
  return allowed ? (
    <Tag color="green">{t("demos.limits.allowed")}</Tag>
  ) : (
    <Tag color="red">{t("demos.limits.denied")}</Tag>
  );
}
