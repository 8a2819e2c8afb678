import { Layout, theme } from "antd";
import type { ReactNode } from "react";

/** The header strip every layout uses; what sits at its start depends on the layout. */
export function HeaderBar({ start, end }: { start: ReactNode; end: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        display: "flex",
        alignItems: "center",
        gap: 12,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        paddingInline: 16,
        height: 56,
        lineHeight: "56px",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 12, flex: 1, minWidth: 0 }}>
        {start}
      </div>
      {end}
    </Layout.Header>
  );
}
