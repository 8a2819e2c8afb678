import { Button, Modal, Result } from "antd";
import { useSignOut } from "../../router/useSignOut";
import { usePublicPageTranslation } from "../welcome/publicPageTexts";

/**
 * Where a signed-in user without any role lands: no dynamic routes exist for them, so instead of a
 * blank screen this page says why and offers to sign out (to come back as someone else).
 */
export function NoRolesPage() {
  const { t } = usePublicPageTranslation();
  const [modal, modalHolder] = Modal.useModal();
  const signOut = useSignOut();
  const confirmSignOut = () =>
    modal.confirm({
      title: t("common.tip"),
      content: t("noRoles.signOutConfirm"),
      okText: t("common.ok"),
      cancelText: t("common.cancel"),
      onOk: signOut,
    });
  return (
    <main>
      {modalHolder}
      <Result
        status="info"
        title={<h1 style={{ font: "inherit", margin: 0 }}>{t("noRoles.title")}</h1>}
        subTitle={t("noRoles.message")}
        extra={
          <Button type="primary" onClick={confirmSignOut}>
            {t("noRoles.signOut")}
          </Button>
        }
      />
    </main>
  );
}
