import { Typography } from "antd";
import { useLocation, useRouteLoaderData } from "react-router";
import { menuTrail } from "../../../layout/visibleMenu";
import { type MenuEntry, STATIC_MENU } from "../../../router/staticMenu";
import { DemoPage } from "../DemoPage";
import { useDemoTranslation } from "../useDemoTranslation";

/**
 * The six leaves of /menu: where the page sits in the nesting, read from the signed-in user's menu
 * (the server's in menu mode), or the static table where no menu was loaded.
 */
export default function MenuNestingPage() {
  const { t } = useDemoTranslation();
  const { pathname } = useLocation();
  const loaded = useRouteLoaderData("signed-in") as { menu?: MenuEntry[] } | undefined;
  const trail = menuTrail(loaded?.menu ?? STATIC_MENU, pathname);
  return (
    <DemoPage intro={t("demos.menu.intro")}>
      <ol aria-label={t("demos.menu.intro")} style={{ listStyle: "none", padding: 0 }}>
        {trail.map((entry, depth) => (
          <li key={entry.path} style={{ paddingLeft: depth * 24 }}>
            <Typography.Text strong={depth === trail.length - 1}>
              {`${depth === 0 ? "" : "└ "}${t(entry.meta.title ?? entry.name)}`}
            </Typography.Text>{" "}
            <Typography.Text type="secondary">{entry.path}</Typography.Text>
          </li>
        ))}
      </ol>
      <Typography.Paragraph>{t("demos.menu.depth", { depth: trail.length })}</Typography.Paragraph>
    </DemoPage>
  );
}
