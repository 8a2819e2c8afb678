import { Alert, Button, Descriptions, Space } from "antd";
import type { QrSignInRequest } from "../../api/personal";
import { usePersonalTranslation } from "./personalTexts";

export interface QrRequestDetailsProps {
  request: QrSignInRequest;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * What the person confirming a QR sign-in must see first: the device (its browser's description),
 * the address and the time of the request, a warning, and the two explicit choices.
 */
export function QrRequestDetails({ request, busy, onConfirm, onCancel }: QrRequestDetailsProps) {
  const { t, i18n } = usePersonalTranslation();
  const requestedAt = new Date(request.createdAt);
  const shownTime = Number.isNaN(requestedAt.getTime())
    ? request.createdAt
    : new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "medium" }).format(
        requestedAt,
      );
  return (
    <section aria-label={t("personal.qr.requestTitle")} style={{ marginBottom: 16 }}>
      <Descriptions
        title={t("personal.qr.requestTitle")}
        column={1}
        size="small"
        bordered
        items={[
          {
            key: "device",
            label: t("personal.qr.device"),
            children: (
              <span style={{ wordBreak: "break-word" }}>
                {request.userAgent || t("personal.qr.unknownDevice")}
              </span>
            ),
          },
          { key: "address", label: t("personal.qr.address"), children: request.ip || "-" },
          {
            key: "time",
            label: t("personal.qr.time"),
            children: <time dateTime={request.createdAt}>{shownTime}</time>,
          },
        ]}
      />
      <Alert
        type="warning"
        showIcon
        title={t("personal.qr.warning")}
        style={{ margin: "12px 0" }}
      />
      <Space>
        <Button type="primary" danger loading={busy} onClick={onConfirm}>
          {t("personal.qr.confirm")}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {t("personal.qr.cancel")}
        </Button>
      </Space>
    </section>
  );
}
