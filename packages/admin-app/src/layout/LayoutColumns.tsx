import { Layout } from "antd";
import { useState } from "react";
import { useLocation } from "react-router";
import { useLayout } from "./LayoutContext";
import { AppBreadcrumb } from "./parts/AppBreadcrumb";
import { AsideMenu } from "./parts/AsideMenu";
import { CollapseButton } from "./parts/CollapseButton";
import { ColumnsRail } from "./parts/ColumnsRail";
import { HeaderBar } from "./parts/HeaderBar";
import { HeaderTools } from "./parts/HeaderTools";
import { LayoutMain } from "./parts/LayoutMain";

/**
 * "columns": a narrow column of the top-level sections, then a second column with the chosen
 * section's entries (absent for sections without children), then header and page.
 */
export function LayoutColumns() {
  const { entries } = useLayout();
  const { pathname } = useLocation();
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = entries.filter((entry) => !entry.meta.isHide);
  // The section of the open page, unless the operator picked another one in the rail.
  const section =
    shown.find((entry) => entry.path === chosen) ??
    shown.find((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`));
  const children = section?.children?.filter((child) => !child.meta.isHide) ?? [];
  return (
    <Layout hasSider style={{ minHeight: "100vh" }}>
      <ColumnsRail entries={shown} selected={section?.path} onChoose={setChosen} />
      {children.length > 0 && <AsideMenu entries={children} showLogo={false} />}
      <Layout>
        <HeaderBar
          start={
            <>
              {children.length > 0 && <CollapseButton />}
              <AppBreadcrumb />
            </>
          }
          end={<HeaderTools />}
        />
        <LayoutMain />
      </Layout>
    </Layout>
  );
}
