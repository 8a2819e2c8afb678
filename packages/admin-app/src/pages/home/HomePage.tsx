import { Button, Card, Modal, Tag } from "antd";
import { lazy, Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useModuleHttp } from "../../components/module/ModuleHttpContext";
import { currentLanguage } from "../../i18n";
import { useSignOut } from "../../router/useSignOut";
import { selectUser } from "../../store/authSlice";
import { useAppSelector } from "../../store/hooks";
import { formatDateTime } from "../../utils/formatDateTime";
import { createDashboardApi, DASHBOARD_GRANTS } from "./dashboardApi";

// The figures and their charts are a chunk of their own, fetched only for a user who may see some.
const Dashboard = lazy(async () => ({ default: (await import("./Dashboard")).Dashboard }));
// The shop's most viewed pages (page analytics), for whoever may see the page list.
const TopPagesCard = lazy(async () => ({
  default: (await import("../decorate/analytics/TopPagesCard")).TopPagesCard,
}));

/**
 * /home: who is signed in, with which roles and since when, and the way out; under it the business
 * figures the user's grants open (the server decides which; a user with none is not asked).
 */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();
  const signOut = useSignOut();
  const user = useAppSelector(selectUser);
  const http = useModuleHttp();
  const api = useMemo(() => createDashboardApi(http), [http]);
  const seesFigures = user?.authBtnList.some((grant) => DASHBOARD_GRANTS.includes(grant)) ?? false;
  const seesPages = user?.authBtnList.includes("page:index") ?? false;

  const confirmSignOut = () =>
    modal.confirm({
      title: t("common.tip"),
      content: t("home.signOutConfirm"),
      okText: t("common.ok"),
      cancelText: t("common.cancel"),
      onOk: signOut,
    });

  if (!user) return null; // The route's loader fetches the user before this renders.

  return (
    <div style={{ display: "grid", gap: 16 }}>
      <Card
        title={<h1 style={{ fontSize: 18, margin: 0 }}>{t("home.title")}</h1>}
        extra={<Button onClick={confirmSignOut}>{t("home.signOut")}</Button>}
      >
        {modalHolder}
        {/* A table with row headers: each value is announced, and found by tests, with its label. */}
        <table style={tableStyle}>
          <tbody>
            <tr>
              <th scope="row" style={labelStyle}>
                {t("home.userName")}
              </th>
              <td>{user.userName}</td>
            </tr>
            <tr>
              <th scope="row" style={labelStyle}>
                {t("home.roles")}
              </th>
              <td>
                {user.roles.length > 0
                  ? user.roles.map((role) => (
                      <Tag key={role} color="blue">
                        {role}
                      </Tag>
                    ))
                  : t("home.noRoles")}
              </td>
            </tr>
            <tr>
              <th scope="row" style={labelStyle}>
                {t("home.signInTime")}
              </th>
              <td>
                <time dateTime={user.time}>{formatDateTime(user.time, currentLanguage(i18n))}</time>
              </td>
            </tr>
          </tbody>
        </table>
      </Card>
      {seesFigures ? (
        <Suspense fallback={null}>
          <Dashboard api={api} />
        </Suspense>
      ) : null}
      {seesPages ? (
        <Suspense fallback={null}>
          <TopPagesCard http={http} />
        </Suspense>
      ) : null}
    </div>
  );
}

const tableStyle = {
  borderCollapse: "separate",
  borderSpacing: "24px 12px",
  margin: "-12px -24px",
} as const;
const labelStyle = { textAlign: "start", fontWeight: 400, color: "#606266" } as const;
