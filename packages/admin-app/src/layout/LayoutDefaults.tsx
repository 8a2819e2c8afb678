import { Layout } from "antd";
import { useLayout } from "./LayoutContext";
import { AppBreadcrumb } from "./parts/AppBreadcrumb";
import { AsideMenu } from "./parts/AsideMenu";
import { CollapseButton } from "./parts/CollapseButton";
import { HeaderBar } from "./parts/HeaderBar";
import { HeaderTools } from "./parts/HeaderTools";
import { LayoutMain } from "./parts/LayoutMain";

/** "defaults": the side menu (with the title) the full height, header and page beside it. */
export function LayoutDefaults() {
  const { entries } = useLayout();
  return (
    <Layout hasSider style={{ minHeight: "100vh" }}>
      <AsideMenu entries={entries} />
      <Layout>
        <HeaderBar
          start={
            <>
              <CollapseButton />
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
