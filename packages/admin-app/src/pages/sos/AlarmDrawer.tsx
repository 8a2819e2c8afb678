import { Button, Descriptions, Drawer, Result, Space, Spin } from "antd";
import { Link } from "react-router";
import type { ModuleRow } from "../../components/module/moduleTypes";
import { currentLanguage } from "../../i18n";
import { formatDateTime } from "../../utils/formatDateTime";
import { Location } from "./Location";
import { StatusTag } from "./StatusTag";
import { nextStep } from "./sosApi";
import { useSosTranslation } from "./sosTexts";

export interface AlarmDrawerProps {
  /** The alarm shown; null while it loads; "missing" when the server has no such alarm. */
  alarm: ModuleRow | null | "missing";
  id: number | null;
  canAcknowledge: boolean;
  canResolve: boolean;
  onStep(kind: "acknowledge" | "resolve", alarm: ModuleRow): void;
  onClose(): void;
}

/** One alarm in full (device, app user, location, handler, notes, times) with its next step. */
export function AlarmDrawer({
  alarm,
  id,
  canAcknowledge,
  canResolve,
  onStep,
  onClose,
}: AlarmDrawerProps) {
  const { t, i18n } = useSosTranslation();
  const language = currentLanguage(i18n);
  const time = (value: unknown) => (value ? formatDateTime(String(value), language) : "");
  const step = alarm && alarm !== "missing" ? nextStep(alarm.status) : null;
  const allowed = step === "acknowledge" ? canAcknowledge : step === "resolve" ? canResolve : false;

  return (
    <Drawer
      open={id !== null}
      size={480}
      title={t("sosPage.alarm", { id: id ?? "" })}
      onClose={onClose}
      extra={
        alarm && alarm !== "missing" && step && allowed ? (
          <Button
            type="primary"
            danger={step === "acknowledge"}
            onClick={() => onStep(step, alarm)}
          >
            {t(step === "acknowledge" ? "sosPage.acknowledge" : "sosPage.resolve")}
          </Button>
        ) : null
      }
    >
      {alarm === "missing" ? (
        <Result status="404" title={t("sosPage.notFound", { id: id ?? "" })} />
      ) : alarm === null ? (
        <Spin />
      ) : (
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            {
              key: "status",
              label: t("sosPage.status"),
              children: <StatusTag status={alarm.status} />,
            },
            {
              key: "device",
              label: t("sosPage.device"),
              children: (
                <Link to={`/device/info?id=${alarm.deviceId}`}>
                  {String(alarm.serial ?? alarm.deviceId)}
                </Link>
              ),
            },
            {
              key: "appUser",
              label: t("sosPage.appUser"),
              children:
                alarm.appUserId == null ? "" : String(alarm.appUserName || `#${alarm.appUserId}`),
            },
            {
              key: "location",
              label: t("sosPage.location"),
              children: <Location lat={alarm.lat} lng={alarm.lng} />,
            },
            { key: "raisedAt", label: t("sosPage.raisedAt"), children: time(alarm.raisedAt) },
            {
              key: "handler",
              label: t("sosPage.handler"),
              children: String(alarm.handlerName ?? ""),
            },
            {
              key: "acknowledgedAt",
              label: t("sosPage.acknowledgedAt"),
              children: time(alarm.acknowledgedAt),
            },
            { key: "resolvedAt", label: t("sosPage.resolvedAt"), children: time(alarm.resolvedAt) },
            {
              key: "notes",
              label: t("sosPage.notes"),
              children: (
                <Space style={{ whiteSpace: "pre-wrap" }}>{String(alarm.notes ?? "")}</Space>
              ),
            },
          ]}
        />
      )}
    </Drawer>
  );
}
