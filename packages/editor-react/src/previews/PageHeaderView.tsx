import type { PageSettings } from "@vitrine/editor-core";

/** The phone page header drawn from the page settings: back arrow, title, personal centre. */
export function PageHeaderView({ settings }: { settings: PageSettings }) {
  const height = typeof settings.titleHeight === "number" ? settings.titleHeight : 35;
  return (
    <header
      style={{
        display: "flex",
        alignItems: "center",
        height,
        padding: "0 12px",
        background: "#fff",
        borderBottom: "1px solid #ebedf0",
        fontSize: 16,
      }}
    >
      <span aria-hidden="true" style={{ width: 24 }}>
        {settings.isBack ? "‹" : ""}
      </span>
      <span style={{ flex: 1, textAlign: "center", fontWeight: 500 }}>{settings.name}</span>
      <span aria-hidden="true" style={{ width: 24, textAlign: "right" }}>
        {settings.isPerson ? "👤" : ""}
      </span>
    </header>
  );
}
