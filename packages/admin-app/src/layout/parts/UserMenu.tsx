import { DownOutlined, LockOutlined, LogoutOutlined, UserOutlined } from "@ant-design/icons";
import { Avatar, Button, Dropdown, type MenuProps, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useSignOut } from "../../router/useSignOut";
import { selectUser } from "../../store/authSlice";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { lockScreen } from "../../store/lockSlice";

/** The signed-in user's avatar and name, opening personal centre, lock screen and sign-out. */
export function UserMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const user = useAppSelector(selectUser);
  const [modal, modalHolder] = Modal.useModal();

  const confirmSignOut = () =>
    modal.confirm({
      title: t("common.tip"),
      content: t("home.signOutConfirm"),
      okText: t("common.ok"),
      cancelText: t("common.cancel"),
      onOk: signOut,
    });

  const items: MenuProps["items"] = [
    { key: "personal", icon: <UserOutlined aria-hidden />, label: t("layout.personal") },
    { key: "lock", icon: <LockOutlined aria-hidden />, label: t("layout.lockScreen") },
    { type: "divider" },
    { key: "signOut", icon: <LogoutOutlined aria-hidden />, label: t("layout.signOut") },
  ];

  return (
    <>
      {modalHolder}
      <Dropdown
        trigger={["click"]}
        menu={{
          items,
          onClick: ({ key }) => {
            if (key === "personal") navigate("/personal");
            else if (key === "lock") dispatch(lockScreen());
            else if (key === "signOut") confirmSignOut();
          },
        }}
      >
        {/* Named by the user's name it shows; the avatar is decoration. */}
        <Button type="text">
          <Avatar
            size="small"
            src={user?.photo || undefined}
            icon={<UserOutlined aria-hidden />}
            alt=""
          />
          <span>{user?.userName}</span>
          <DownOutlined aria-hidden style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
    </>
  );
}
