import type { PageSettings } from "@vitrine/editor-core";
import { ChevronLeft, CircleUserRound } from "lucide-react";

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
      <span aria-hidden="true" style={ICON_SLOT}>
        {settings.isBack && <ChevronLeft size={20} />}
      </span>
      <span style={{ flex: 1, textAlign: "center", fontWeight: 500 }}>{settings.name}</span>
      {/* An icon, not the 👤 emoji: fonts without emoji drew it as an empty box (issue 34). */}
      <span aria-hidden="true" style={{ ...ICON_SLOT, justifyContent: "flex-end" }}>
        {settings.isPerson && <CircleUserRound size={20} data-page-header-person />}
      </span>
    </header>
  );
}

const ICON_SLOT = { width: 24, display: "flex", alignItems: "center" } as const;
