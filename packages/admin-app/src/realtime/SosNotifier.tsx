import { Button, notification, Space } from "antd";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { hasPermission } from "../auth/permissions";
import { useAuthButtons } from "../auth/usePermission";
import { useModuleHttp } from "../components/module/ModuleHttpContext";
import { useRealtimeTranslation } from "./realtimeTexts";
import type { SosEvent, SosInbox, SosInboxItem } from "./sosInbox";

const keyOf = (alarmId: number) => `sos-${alarmId}`;
const OPEN_KEY = "sos-open";

/**
 * A new SOS alarm, wherever the operator is in the back-office: a notification that stays until
 * acted on, with the device's serial, the app user, a link to the alarm (/sos?id=) and, for those
 * allowed, "acknowledge". An alarm acknowledged anywhere (sosChanged) takes its notification away.
 * Loaded by SosListener with the first alarm; takes what the listener received from `inbox`.
 */
export default function SosNotifier({ inbox }: { inbox: SosInbox }) {
  const { t, i18n } = useRealtimeTranslation();
  // Bottom right: at the top they stacked over the header's language, settings and user menu.
  const [api, holder] = notification.useNotification({
    placement: "bottomRight",
    stack: { threshold: 3 },
  });
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

  /** After a (re)load: one notice for the alarms still open, not one per alarm. */
  const stillOpen = (total: number) =>
    api.warning({
      key: OPEN_KEY,
      role: "alert",
      duration: false,
      title: t("realtime.openTitle", { count: total }),
      description: <div data-testid="sos-open-summary">{t("realtime.openDescription")}</div>,
      actions: (
        <Button
          size="small"
          onClick={() => {
            api.destroy(OPEN_KEY);
            navigate("/sos");
          }}
        >
          {t("realtime.viewAll")}
        </Button>
      ),
    });

  // Handlers read the latest grants and language; the inbox is drained once per mount.
  const handle = (item: SosInboxItem) => {
    if (item.kind === "open") stillOpen(item.total);
    else if (item.kind === "missed") void missed(item.since);
    else if (item.event.type === "sos") raised(item.event);
    else if (item.event.type === "sosChanged" && item.event.status !== "new")
      api.destroy(keyOf(item.event.alarmId));
  };
  const latest = useRef(handle);
  latest.current = handle;
  useEffect(() => inbox.drain((item) => latest.current(item)), [inbox]);

  return holder;
}
