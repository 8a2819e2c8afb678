import { Layout } from "antd";
import { useLayout } from "./LayoutContext";
import { AppBreadcrumb } from "./parts/AppBreadcrumb";
import { AppLogo } from "./parts/AppLogo";
import { AsideMenu } from "./parts/AsideMenu";
import { CollapseButton } from "./parts/CollapseButton";
import { HeaderBar } from "./parts/HeaderBar";
import { HeaderTools } from "./parts/HeaderTools";
import { LayoutMain } from "./parts/LayoutMain";

/** "classic": the header (with the title) spans the top; side menu and page below it. */
export function LayoutClassic() {
  const { entries } = useLayout();
  return (
    <Layout style={{ minHeight: "100vh" }}>
      <HeaderBar
        start={
          <>
            <AppLogo />
            <CollapseButton />
            <AppBreadcrumb />
          </>
        }
        end={<HeaderTools />}
      />
      <Layout hasSider>
        <AsideMenu entries={entries} showLogo={false} />
        <Layout>
          <LayoutMain />
        </Layout>
      </Layout>
    </Layout>
  );
}
