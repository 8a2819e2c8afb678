import { theme } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { MenuEntry } from "../../router/staticMenu";
import { MenuIcon } from "../menuIcons";
import { landingPath } from "../menuLookup";
import { AppLogo } from "./AppLogo";

/**
 * The columns layout's first column: one button per top-level section. A section with children
 * shows them in the second column and opens its first page; others open (or link out) directly.
 */
export function ColumnsRail({
  entries,
  selected,
  onChoose,
}: {
  entries: readonly MenuEntry[];
  selected?: string;
  onChoose(path: string): void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const choose = (entry: MenuEntry) => {
    onChoose(entry.path);
    if (entry.meta.isLink && !entry.meta.isIframe) {
      window.open(entry.meta.isLink, "_blank", "noopener,noreferrer");
    } else {
      navigate(landingPath(entry));
    }
  };
  return (
    <div
      style={{
        width: 72,
        flex: "0 0 72px",
        background: token.colorBgContainer,
        borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
        // As tall as the page beside it, as the side menu (AsideMenu): a long rail scrolls here
        // instead of making a page that fills the window taller than it.
        contain: "size",
        overflowY: "auto",
      }}
    >
      <AppLogo collapsed />
      <nav aria-label={t("layout.menu")}>
        <ul style={{ listStyle: "none", margin: 0, padding: 4 }}>
          {entries.map((entry) => {
            const active = entry.path === selected;
            return (
              <li key={entry.path}>
                <button
                  type="button"
                  aria-current={active ? "page" : undefined}
                  onClick={() => choose(entry)}
                  style={{
                    display: "flex",
                    flexDirection: "column",
                    alignItems: "center",
                    gap: 2,
                    width: "100%",
                    padding: "8px 2px",
                    border: 0,
                    borderRadius: token.borderRadius,
                    cursor: "pointer",
                    fontSize: 12,
                    background: active ? token.colorPrimaryBg : "transparent",
                    color: active ? token.colorPrimaryText : token.colorText,
                  }}
                >
                  <span style={{ fontSize: 18 }}>
                    <MenuIcon name={entry.meta.icon} />
                  </span>
                  <span style={{ lineHeight: 1.2, wordBreak: "break-word" }}>
                    {t(entry.meta.title)}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
