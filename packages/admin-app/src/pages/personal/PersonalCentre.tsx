import { Alert, Button, Card, Col, Row, Spin, Typography } from "antd";
import { useCallback, useEffect, useState } from "react";
import type { PersonalApi, PersonalInfo } from "../../api/personal";
import { AvatarSection, type AvatarSectionProps } from "./AvatarSection";
import { OwnInfoForm } from "./OwnInfoForm";
import { PasswordForm } from "./PasswordForm";
import { usePersonalTranslation } from "./personalTexts";
import { QrConfirmBox } from "./QrConfirmBox";

export interface PersonalCentreProps {
  api: PersonalApi;
  /** The header shows the avatar too: the app reloads the signed-in user after a change. */
  onAvatarChanged?(photo: string): void;
  cropper?: AvatarSectionProps["cropper"];
  /** The `qrId` the page was opened with, for the QR confirmation box. */
  scannedCode?: string;
}

type Loaded =
  | { state: "loading" }
  | { state: "failed"; text: string }
  | { state: "ready"; info: PersonalInfo };

/** The personal centre: own details, avatar, password and confirming a QR sign-in. */
export function PersonalCentre({
  api,
  onAvatarChanged,
  cropper,
  scannedCode,
}: PersonalCentreProps) {
  const { t } = usePersonalTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });

  const load = useCallback(async () => {
    setLoaded({ state: "loading" });
    try {
      setLoaded({ state: "ready", info: await api.getInfo() });
    } catch (error) {
      setLoaded({ state: "failed", text: error instanceof Error ? error.message : String(error) });
    }
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section aria-labelledby="personal-title">
      <Typography.Title level={1} id="personal-title">
        {t("personal.title")}
      </Typography.Title>
      {loaded.state === "loading" ? <Spin aria-label={t("personal.loading")} /> : null}
      {loaded.state === "failed" ? (
        <Alert
          type="error"
          showIcon
          title={t("personal.loadFailed")}
          description={loaded.text}
          action={<Button onClick={() => void load()}>{t("personal.retry")}</Button>}
        />
      ) : null}
      {loaded.state === "ready" ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Card title={<h2 style={cardHeading}>{t("personal.avatar.title")}</h2>}>
              <AvatarSection
                api={api}
                photo={loaded.info.photo}
                onChanged={onAvatarChanged}
                cropper={cropper}
              />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={<h2 style={cardHeading}>{t("personal.info.title")}</h2>}>
              <OwnInfoForm api={api} info={loaded.info} />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={<h2 style={cardHeading}>{t("personal.password.title")}</h2>}>
              <PasswordForm api={api} />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={<h2 style={cardHeading}>{t("personal.qr.title")}</h2>}>
              <QrConfirmBox api={api} scannedCode={scannedCode} />
            </Card>
          </Col>
        </Row>
      ) : null}
    </section>
  );
}

/** Card titles are real headings (screen readers jump between them) in the card's own size. */
const cardHeading = { margin: 0, fontSize: "inherit", fontWeight: "inherit" } as const;
