import { FullscreenExitOutlined, FullscreenOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** Puts the whole window in the browser's fullscreen mode and back. */
export function FullscreenButton() {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    // Esc leaves fullscreen without our button: follow the browser's state, not our own clicks.
    const follow = () => setFull(!!document.fullscreenElement);
    document.addEventListener("fullscreenchange", follow);
    return () => document.removeEventListener("fullscreenchange", follow);
  }, []);
  if (!document.fullscreenEnabled) return null;
  return (
    <Button
      type="text"
      icon={full ? <FullscreenExitOutlined aria-hidden /> : <FullscreenOutlined aria-hidden />}
      aria-label={full ? t("layout.exitFullscreen") : t("layout.fullscreen")}
      onClick={() =>
        void (full ? document.exitFullscreen() : document.documentElement.requestFullscreen())
      }
    />
  );
}
