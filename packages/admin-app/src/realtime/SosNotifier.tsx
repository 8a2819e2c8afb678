import { Button, notification, Space } from "antd";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { hasPermission } from "../auth/permissions";
import { useAuthButtons } from "../auth/usePermission";
import { useModuleHttp } from "../components/module/ModuleHttpContext";
import { useRealtimeTranslation } from "./realtimeTexts";
import type { FleetEvent } from "./types";
import { useFleet } from "./useFleet";

type SosEvent = Extract<FleetEvent, { type: "sos" }>;

const keyOf = (alarmId: number) => `sos-${alarmId}`;

/**
 * A new SOS alarm, wherever the operator is in the back-office: a notification that stays until
 * acted on, with the device's serial, the app user, a link to the alarm (/sos?id=) and, for those
 * allowed, "acknowledge". An alarm acknowledged anywhere (sosChanged) takes its notification away.
 */
export default function SosNotifier() {
  const { t, i18n } = useRealtimeTranslation();
  const [api, holder] = notification.useNotification({ stack: { threshold: 3 } });
  const http = useModuleHttp();
  const navigate = useNavigate();
  const buttons = useAuthButtons();
  const canAcknowledge = hasPermission(buttons, "sos:acknowledge");
  const canReadAppUsers = hasPermission(buttons, "appUser:index");

  /** The app user's nickname or phone when the operator may read them, else the number. */
  const appUserName = async (id: number) => {
    if (!canReadAppUsers) return `#${id}`;
    try {
      const user = await http.get<{ nickname?: string; phone?: string }>(
        "/appUser/info",
        { id },
        { quiet: true },
      );
      const name = [user?.nickname, user?.phone].filter(Boolean).join(" · ");
      return name ? `${name} (#${id})` : `#${id}`;
    } catch {
      return `#${id}`;
    }
  };

  const show = (event: SosEvent, appUser: string | null) => {
    const key = keyOf(event.alarmId);
    const acknowledge = async () => {
      try {
        await http.post("/sos/acknowledge", { id: event.alarmId, notes: "" });
        api.destroy(key);
        api.success({ title: t("realtime.acknowledged", { id: event.alarmId }), duration: 3 });
      } catch {
        // The HTTP client has shown why (already acknowledged, no permission...).
      }
    };
    const time = new Date(event.at).toLocaleString(i18n.language);
    api.error({
      key,
      role: "alert",
      duration: false,
      title: t("realtime.sosTitle", { serial: event.serial }),
      description: (
        <div data-testid="sos-notification" data-alarm-id={event.alarmId}>
          <div>{t("realtime.sosDevice", { serial: event.serial })}</div>
          <div>
            {appUser === null
              ? t("realtime.sosNoAppUser")
              : t("realtime.sosAppUser", { name: appUser })}
          </div>
          <div>{t("realtime.sosAt", { time })}</div>
          {event.lat !== null && event.lng !== null && (
            <div>{t("realtime.sosLocation", { latitude: event.lat, longitude: event.lng })}</div>
          )}
        </div>
      ),
      actions: (
        <Space>
          <Button
            size="small"
            onClick={() => {
              api.destroy(key);
              navigate(`/sos?id=${event.alarmId}`);
            }}
          >
            {t("realtime.view")}
          </Button>
          {canAcknowledge && (
            <Button size="small" type="primary" danger onClick={acknowledge}>
              {t("realtime.acknowledge")}
            </Button>
          )}
        </Space>
      ),
    });
  };

  const raised = (event: SosEvent) => {
    // Shown at once; the app user's name follows when it has been read.
    show(event, event.appUserId === null ? null : `#${event.appUserId}`);
    if (event.appUserId !== null && canReadAppUsers)
      void appUserName(event.appUserId).then((name) => show(event, name));
  };

  /** Alarms raised while the line was down, still new: asked for after a reconnect. */
  const missed = async (since: Date) => {
    try {
      const page = await http.post<{ data: Array<SosEvent & { id: number; raisedAt: string }> }>(
        "/sos/index",
        { status: ["new"], raisedAt: [since.toISOString(), ""], page: 1, limit: 10 },
        { quiet: true },
      );
      for (const alarm of page.data)
        raised({ ...alarm, type: "sos", alarmId: alarm.id, at: alarm.raisedAt });
    } catch {
      // The list is one click away; the notification is a convenience.
    }
  };

  const lostAt = useRef<Date | null>(null);
  const { status } = useFleet({
    onEvent: (event) => {
      if (event.type === "sos") raised(event);
      else if (event.type === "sosChanged" && event.status !== "new")
        api.destroy(keyOf(event.alarmId));
    },
    onResync: () => {
      if (lostAt.current) void missed(lostAt.current);
    },
  });
  useEffect(() => {
    if (status === "open") lostAt.current = null;
    else if (status === "retrying") lostAt.current ??= new Date();
  }, [status]);

  return holder;
}
