import { theme } from "antd";
import { useAppSelector } from "../../store/hooks";
import { selectSettings } from "../../store/settingsSlice";

/** The footer line: global title and version (when the footer is on in the settings). */
export function AppFooter() {
  const { isFooter, globalTitle, globalVersion } = useAppSelector(selectSettings);
  const { token } = theme.useToken();
  if (!isFooter) return null;
  return (
    <footer
      style={{
        padding: "12px 24px",
        textAlign: "center",
        fontSize: 12,
        color: token.colorTextSecondary,
      }}
    >
      {globalTitle} {globalVersion}
    </footer>
  );
}
