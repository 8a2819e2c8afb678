import { theme } from "antd";
import { useAppSelector } from "../../store/hooks";
import { selectSettings } from "../../store/settingsSlice";

/** The global title at the head of the menu; only its first letter when the menu is collapsed. */
export function AppLogo({ collapsed = false }: { collapsed?: boolean }) {
  const { globalTitle } = useAppSelector(selectSettings);
  const { token } = theme.useToken();
  return (
    <div
      title={globalTitle}
      style={{
        padding: collapsed ? "16px 0" : 16,
        textAlign: collapsed ? "center" : "start",
        fontWeight: 600,
        fontSize: 18,
        color: token.colorText,
        whiteSpace: "nowrap",
        overflow: "hidden",
        textOverflow: "ellipsis",
      }}
    >
      {collapsed ? globalTitle.slice(0, 1) : globalTitle}
    </div>
  );
}
