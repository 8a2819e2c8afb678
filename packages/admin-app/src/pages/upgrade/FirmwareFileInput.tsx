import { UploadOutlined } from "@ant-design/icons";
import { Alert, Progress, Space, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import type { ModuleRow } from "../../components/module/moduleTypes";
import { fileSize } from "./fileSize";
import {
  type FirmwareUpload,
  type FirmwareUploaderLike,
  useFirmwareUploader,
} from "./firmwareUploader";
import { useUpgradeTranslation } from "./upgradeTexts";

export interface UploadedFile {
  id: number;
  fileName: string;
  size: number;
  md5: string;
  sha256: string;
}

export interface FirmwareFileInputProps {
  /** The upload's id (uploads.id), which the form saves as `uploadId`. */
  value?: number | null;
  onChange?(id: number | null): void;
  /** The package being edited: its stored file is shown until another is uploaded. */
  current: ModuleRow | null;
  /** The uploader to send with; the real chunked uploader unless a test or story gives one. */
  uploader?: FirmwareUploaderLike;
  /** A released package's file: shown, not replaceable (the form says why). */
  locked?: boolean;
}

/**
 * The package's file, sent with the chunked uploader (MD5 in a worker, resumable chunks): the
 * phase and percentage while it runs, then the file's name, size and MD5 as stored.
 */
export function FirmwareFileInput({
  value,
  onChange,
  current,
  locked = false,
  ...props
}: FirmwareFileInputProps) {
  const { t } = useUpgradeTranslation();
  const realUploader = useFirmwareUploader();
  const uploader = props.uploader ?? realUploader;
  const [uploaded, setUploaded] = useState<UploadedFile | null>(null);
  const [running, setRunning] = useState<{ phase: string; percent: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const handle = useRef<FirmwareUpload | null>(null);

  // An upload still running when the dialog closes is cancelled: its result has nowhere to go.
  useEffect(() => () => handle.current?.cancel(), []);

  const stored =
    uploaded ??
    (current && value === current.uploadId && current.fileName
      ? {
          id: Number(current.uploadId),
          fileName: String(current.fileName),
          size: Number(current.size ?? 0),
          md5: String(current.md5 ?? ""),
          sha256: String(current.sha256 ?? ""),
        }
      : null);

  function start(file: File) {
    setFailure(null);
    setRunning({ phase: "hashing", percent: 0 });
    const upload = uploader.upload(file);
    handle.current = upload;
    upload.onProgress((progress) =>
      setRunning({ phase: progress.phase, percent: Math.round(progress.percent) }),
    );
    upload.result.then(
      ({ record }) => {
        setRunning(null);
        setUploaded({
          id: record.id,
          fileName: record.fileName,
          size: record.size,
          md5: record.md5,
          sha256: record.sha256,
        });
        onChange?.(record.id);
      },
      (error: unknown) => {
        setRunning(null);
        setFailure(error instanceof Error ? error.message : String(error));
      },
    );
  }

  return (
    <Space orientation="vertical" style={{ width: "100%" }}>
      {stored ? (
        <Typography.Text>
          {t("upgradePage.uploaded", {
            name: stored.fileName,
            size: fileSize(stored.size),
            md5: stored.md5,
          })}
          {stored.sha256 ? (
            <>
              <br />
              <Typography.Text type="secondary" copyable={{ text: stored.sha256 }}>
                {t("upgradePage.sha256", { sha256: stored.sha256 })}
              </Typography.Text>
            </>
          ) : null}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t("upgradePage.noFile")}</Typography.Text>
      )}
      {locked ? null : (
        <Typography.Text type="secondary">{t("upgradePage.fileHint")}</Typography.Text>
      )}
      {running ? (
        <div>
          <Typography.Text>
            {t(running.phase === "hashing" ? "upgradePage.hashing" : "upgradePage.uploading", {
              percent: running.percent,
            })}
          </Typography.Text>
          <Progress percent={running.percent} size="small" />
        </div>
      ) : null}
      {failure ? <Alert type="error" showIcon title={failure} /> : null}
      {locked ? null : (
        <label className="ant-btn ant-btn-default" aria-disabled={running !== null}>
          <UploadOutlined /> {stored ? t("upgradePage.replaceFile") : t("upgradePage.chooseFile")}
          <input
            type="file"
            aria-label={t("upgradePage.file")}
            disabled={running !== null}
            style={{ display: "none" }}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) start(file);
            }}
          />
        </label>
      )}
    </Space>
  );
}
