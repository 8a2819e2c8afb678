import { UserOutlined } from "@ant-design/icons";
import { Alert, Avatar, Button, Space, Typography } from "antd";
import { useState } from "react";
import type { PersonalApi } from "../../api/personal";
import {
  AvatarCropper,
  type AvatarCropperProps,
} from "../../components/avatar-cropper/AvatarCropper";
import { usePersonalTranslation } from "./personalTexts";

export interface AvatarSectionProps {
  api: Pick<PersonalApi, "uploadAvatar" | "updateAvatar">;
  photo: string;
  onChanged?(photo: string): void;
  /** Passed to the cropper (tests and stories replace the browser's decoding and encoding). */
  cropper?: Pick<AvatarCropperProps, "loadPicture" | "encode" | "initialPicture">;
}

/** The current avatar and the cropper dialog that replaces it. */
export function AvatarSection({ api, photo, onChanged, cropper }: AvatarSectionProps) {
  const { t } = usePersonalTranslation();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(photo);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  async function change(picture: Blob, fileName: string) {
    setOutcome(null);
    try {
      const url = await api.uploadAvatar(picture, fileName);
      const stored = await api.updateAvatar(url);
      setCurrent(stored);
      setOpen(false);
      setOutcome({ ok: true, text: t("personal.avatar.saved") });
      onChanged?.(stored);
    } catch (error) {
      // The dialog stays open with the crop, so the operator can try again.
      setOutcome({ ok: false, text: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <Space orientation="vertical" size="middle">
      <Space size="large" align="center">
        {current ? (
          <Avatar size={100} src={current} alt={t("personal.avatar.current")} />
        ) : (
          <Avatar size={100} icon={<UserOutlined />} aria-label={t("personal.avatar.none")} />
        )}
        {current ? null : (
          <Typography.Text type="secondary">{t("personal.avatar.none")}</Typography.Text>
        )}
        <Button
          onClick={() => {
            setOutcome(null);
            setOpen(true);
          }}
        >
          {t("personal.avatar.change")}
        </Button>
      </Space>
      {outcome?.ok ? <Alert type="success" showIcon title={outcome.text} role="status" /> : null}
      <AvatarCropper
        {...cropper}
        open={open}
        onCancel={() => setOpen(false)}
        onChange={change}
        notice={
          // A failure is shown in the dialog that stays open, not behind its mask.
          outcome && !outcome.ok ? (
            <Alert type="error" showIcon title={outcome.text} role="alert" />
          ) : null
        }
      />
    </Space>
  );
}
