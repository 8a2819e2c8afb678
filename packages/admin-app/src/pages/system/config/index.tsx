import { Card } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { usePermission } from "../../../auth/usePermission";
import { ModuleListPage } from "../../../components/module";
import { useAppDispatch, useAppSelector } from "../../../store/hooks";
import { selectSite } from "../../../store/siteSettingsSlice";
import { loadSettings, saveSiteSettings } from "../../../store/siteSettingsThunks";
import { SiteSettingsForm } from "./SiteSettingsForm";

/**
 * System › settings: the site settings the whole app follows (issue 26), with a control for each,
 * and the typed key/value rows other features keep (the server checks each value against its type).
 */
export default function ConfigPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const site = useAppSelector(selectSite);
  const canEdit = usePermission("settings:edit");

  useEffect(() => void dispatch(loadSettings(false)), [dispatch]);

  // One page, the form above the rows: the rows screen stays where other features and tests find it.
  return (
    <>
      <Card title={t("siteSettings.tab")} style={{ marginBottom: 16 }}>
        {site ? (
          <SiteSettingsForm
            site={site}
            canEdit={canEdit}
            onSave={(change) => dispatch(saveSiteSettings(change))}
          />
        ) : (
          <div role="status">{t("common.loading")}</div>
        )}
      </Card>
      <Card title={t("siteSettings.rowsTab")}>
        <ModuleListPage module="config" />
      </Card>
    </>
  );
}
