import { useEffect } from "react";
import { Link } from "react-router";
import { HOME_PATH } from "../../config";
import { useDemoTranslation } from "../demos/useDemoTranslation";
import { NetworkShare } from "../demos/visualizing/NetworkShare";
import { SalesBars } from "../demos/visualizing/SalesBars";

/**
 * /visualizingDemo1 and /visualizingDemo2: public, full-screen data pages (the visualizing menu
 * links to them), drawn from fixed sample figures in plain SVG.
 */
export function VisualizingDemoPage({ demo }: { demo: 1 | 2 }) {
  const { t } = useDemoTranslation();
  const title = t(`router.visualizingDemo${demo}`);
  const appName = t("common.appName");
  useEffect(() => {
    document.title = `${title} - ${appName}`;
  }, [title, appName]);
  return (
    <main style={pageStyle}>
      <h1 style={{ fontSize: 28, margin: 0 }}>{title}</h1>
      <p style={{ color: "#c0c4cc", margin: 0 }}>{t("demos.visual.intro")}</p>
      {demo === 1 ? <SalesBars /> : <NetworkShare />}
      <Link to={HOME_PATH} style={{ color: "#79bbff" }}>
        {t("demos.visual.backHome")}
      </Link>
    </main>
  );
}

export const VisualizingDemo1 = () => <VisualizingDemoPage demo={1} />;
export const VisualizingDemo2 = () => <VisualizingDemoPage demo={2} />;

const pageStyle = {
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: 16,
  padding: 24,
  boxSizing: "border-box",
  background: "#0b1c3a",
  color: "#fff",
} as const;
