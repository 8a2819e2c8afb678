import { Button, message, Typography } from "antd";
import { useEffect, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useModuleHttp } from "../../components/module";
import type { ModuleRow } from "../../components/module/moduleTypes";
import { DeviceTable } from "../device/shared/DeviceTable";
import { usePermission } from "../device/shared/permissions";
import { AlarmDrawer } from "./AlarmDrawer";
import { Location } from "./Location";
import { StatusTag } from "./StatusTag";
import { StepDialog } from "./StepDialog";
import { createSosApi, nextStep } from "./sosApi";
import { useSosTranslation } from "./sosTexts";

/**
 * /sos (SOS 求助): every alarm, new → acknowledged → resolved, with its device, app user, location
 * (coordinates linked to a map), handler and notes. `?id=` (the link of the signed-in operator's
 * notification) opens that alarm and marks its row, so it can be acknowledged at once.
 */
export default function SosPage() {
  const { t } = useSosTranslation();
  const http = useModuleHttp();
  const api = useMemo(() => createSosApi(http), [http]);
  const can = usePermission("sos");
  const [notice, noticeHolder] = message.useMessage();
  const [search, setSearch] = useSearchParams();
  const openId = readId(search.get("id"));
  const [alarm, setAlarm] = useState<ModuleRow | null | "missing">(null);
  const [step, setStep] = useState<{ kind: "acknowledge" | "resolve"; alarm: ModuleRow } | null>(
    null,
  );
  const [reloadKey, setReloadKey] = useState(0);

  useEffect(() => {
    let live = true;
    setAlarm(null);
    if (openId === null) return;
    api.info(openId).then(
      (answer) => live && setAlarm(answer),
      () => live && setAlarm("missing"),
    );
    return () => {
      live = false;
    };
  }, [api, openId]);

  const open = (id: number | null) =>
    setSearch(id === null ? {} : { id: String(id) }, { replace: id === null });

  return (
    <>
      {noticeHolder}
      <DeviceTable
        module="sos"
        title={t("sosPage.title")}
        selectable
        reloadKey={reloadKey}
        columns={[
          "id",
          "status",
          "serial",
          "appUserName",
          "location",
          "raisedAt",
          "handlerName",
          "notes",
          "acknowledgedAt",
          "resolvedAt",
        ]}
        filters={["status", "serial", "appUserId", "raisedAt"]}
        rowClassName={(row) => (row.id === openId ? "ant-table-row-selected" : "")}
        cells={{
          status: (value) => <StatusTag status={value} />,
          serial: (value, row) => (
            <Link to={`/device/info?id=${row.deviceId}`}>{String(value ?? row.deviceId)}</Link>
          ),
          appUserName: (value, row) =>
            row.appUserId == null ? "" : String(value || `#${row.appUserId}`),
          location: (_value, row) => <Location lat={row.lat} lng={row.lng} />,
          handlerName: (value) => String(value ?? ""),
          notes: (value) => (
            <Typography.Text ellipsis style={{ maxWidth: 240 }}>
              {String(value ?? "")}
            </Typography.Text>
          ),
        }}
        rowActions={(row) => {
          const next = nextStep(row.status);
          return [
            <Button key="details" type="link" size="small" onClick={() => open(row.id)}>
              {t("sosPage.details")}
            </Button>,
            next && can(next) ? (
              <Button
                key={next}
                type="link"
                size="small"
                danger={next === "acknowledge"}
                onClick={() => setStep({ kind: next, alarm: row })}
              >
                {t(next === "acknowledge" ? "sosPage.acknowledge" : "sosPage.resolve")}
              </Button>
            ) : null,
          ];
        }}
      />
      <AlarmDrawer
        id={openId}
        alarm={alarm}
        canAcknowledge={can("acknowledge")}
        canResolve={can("resolve")}
        onStep={(kind, chosen) => setStep({ kind, alarm: chosen })}
        onClose={() => open(null)}
      />
      <StepDialog
        step={step}
        api={api}
        onClose={() => setStep(null)}
        onDone={(changed) => {
          const kind = step?.kind;
          setStep(null);
          notice.success(
            t(kind === "resolve" ? "sosPage.resolved" : "sosPage.acknowledged", { id: changed.id }),
          );
          if (changed.id === openId) setAlarm(changed);
          setReloadKey((k) => k + 1);
        }}
      />
    </>
  );
}

function readId(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}
