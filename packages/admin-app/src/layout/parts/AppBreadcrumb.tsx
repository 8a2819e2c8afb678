import { Breadcrumb } from "antd";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useRouteTitle } from "../../router/useRouteTitle";
import { useAppSelector } from "../../store/hooks";
import { selectSettings } from "../../store/settingsSlice";
import { useLayout } from "../LayoutContext";
import { menuTrail } from "../visibleMenu";

/** Where the open page sits in the menu (when breadcrumbs are on in the settings). */
export function AppBreadcrumb() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { entries } = useLayout();
  const { isBreadcrumb } = useAppSelector(selectSettings);
  const title = useRouteTitle();
  if (!isBreadcrumb) return null;
  const trail = menuTrail(entries, pathname).map((entry) => ({ title: t(entry.meta.title) }));
  return (
    <nav aria-label={t("layout.breadcrumb")}>
      <Breadcrumb items={trail.length > 0 ? trail : [{ title }]} />
    </nav>
  );
}
