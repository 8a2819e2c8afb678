import { SettingOutlined } from "@ant-design/icons";
import { Button, Space } from "antd";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "../../components/LanguageSwitcher";
import { useLayout } from "../LayoutContext";
import { FullscreenButton } from "./FullscreenButton";
import { UserMenu } from "./UserMenu";

/** The right end of the header: language, fullscreen, layout settings and the user's menu. */
export function HeaderTools() {
  const { t } = useTranslation();
  const { openSettings } = useLayout();
  return (
    <Space size={4} wrap={false}>
      <LanguageSwitcher />
      <FullscreenButton />
      <Button
        type="text"
        icon={<SettingOutlined aria-hidden />}
        aria-label={t("layout.settings")}
        onClick={openSettings}
      />
      <UserMenu />
    </Space>
  );
}
