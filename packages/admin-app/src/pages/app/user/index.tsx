import { Avatar, Button } from "antd";
import { useEffect, useMemo, useState } from "react";
import {
  createModuleApi,
  ModuleListPage,
  type ModuleMeta,
  type ModulePageDeclaration,
  useModuleHttp,
} from "../../../components/module";
import { RegionCascader } from "../RegionCascader";
import { loadRegionTree, type RegionNode, regionLabel } from "../regions";
import { useAppTranslation } from "../useAppTranslation";
import { AppUserDrawer } from "./AppUserDrawer";

const COLUMNS = [
  "avatar",
  "phone",
  "nickname",
  "gender",
  "region",
  "deviceSerials",
  "isDistributor",
  "registeredAt",
  "lastActiveAt",
  "status",
];
const FILTERS = [
  "phone",
  "nickname",
  "gender",
  "region",
  "status",
  "isDistributor",
  "registeredAt",
];

/** APP › users: the companion app's people, with filters, export, details and enable/disable. */
export default function AppUserPage() {
  const { t, i18n } = useAppTranslation();
  const http = useModuleHttp();
  const [regions, setRegions] = useState<RegionNode[]>([]);
  const [meta, setMeta] = useState<ModuleMeta | null>(null);
  const [shown, setShown] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    loadRegionTree().then((tree) => live && setRegions(tree));
    return () => {
      live = false;
    };
  }, []);
  // The drawer's labels are the module's own, in the operator's language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language means new labels.
  useEffect(() => {
    let live = true;
    createModuleApi(http, "appUser")
      .meta()
      .then(
        (answer) => live && setMeta(answer),
        () => {},
      );
    return () => {
      live = false;
    };
  }, [http, i18n.language]);

  const labels = useMemo(
    () => Object.fromEntries((meta?.columns ?? []).map((c) => [c.key, c.label])),
    [meta],
  );
  const optionNames = (key: string) =>
    Object.fromEntries(
      (meta?.columns.find((c) => c.key === key)?.options ?? []).map((o) => [
        Number(o.value),
        o.label,
      ]),
    ) as Record<number, string>;

  const declaration = useMemo<ModulePageDeclaration>(
    () => ({
      columns: COLUMNS,
      filters: FILTERS,
      cells: {
        avatar: (value) => (value ? <Avatar src={String(value)} /> : <Avatar>{"?"}</Avatar>),
        region: (value) => regionLabel(String(value ?? ""), regions),
      },
      filterInputs: { region: <RegionCascader placeholder={t("appArea.regionPlaceholder")} /> },
      form: {
        order: ["phone", "nickname", "avatar", "gender", "region", "isDistributor"],
        fields: {
          region: {
            input: () => <RegionCascader placeholder={t("appArea.regionPlaceholder")} />,
          },
        },
      },
      rowActions: (row) => (
        <Button type="link" size="small" onClick={() => setShown(row.id)}>
          {t("appArea.detail")}
        </Button>
      ),
    }),
    [regions, t],
  );

  return (
    <>
      <ModuleListPage module="appUser" declaration={declaration} />
      <AppUserDrawer
        userId={shown}
        labels={labels}
        genderNames={optionNames("gender")}
        statusNames={optionNames("status")}
        regions={regions}
        onClose={() => setShown(null)}
      />
    </>
  );
}
