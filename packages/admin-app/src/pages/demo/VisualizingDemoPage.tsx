import { useEffect } from "react";
import { Link } from "react-router";
import { HOME_PATH } from "../../config";
import { usePublicPageTranslation } from "../welcome/publicPageTexts";

/**
 * /visualizingDemo1 and /visualizingDemo2: public, full-screen demo pages (the visualizing menu
 * links to them). Titled placeholders until their content arrives with a later issue.
 */
export function VisualizingDemoPage({ demo }: { demo: 1 | 2 }) {
  const { t } = usePublicPageTranslation();
  const title = t(`router.visualizingDemo${demo}`);
  const appName = t("common.appName");
  useEffect(() => {
    document.title = `${title} - ${appName}`;
  }, [title, appName]);
  return (
    <main style={pageStyle}>
      <h1 style={{ fontSize: 28, margin: 0 }}>{title}</h1>
      <p style={{ color: "#c0c4cc" }}>{t("demo.intro")}</p>
      <Link to={HOME_PATH} style={{ color: "#79bbff" }}>
        {t("demo.backHome")}
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
  gap: 12,
  background: "#0b1c3a",
  color: "#fff",
} as const;
