import { Tag, Typography } from "antd";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import type { ModuleRow } from "../../components/module/moduleTypes";
import { fileSize } from "./fileSize";

const STATUS_COLORS: Record<string, string> = {
  draft: "default",
  released: "success",
  withdrawn: "warning",
};

/** The package list's columns, in this order. */
export const FIRMWARE_COLUMNS = [
  "model",
  "version",
  "status",
  "fileName",
  "size",
  "md5",
  "forced",
  "rolloutPercent",
  "releasedAt",
  "successCount",
  "failedCount",
];

/** The package list's cells drawn otherwise than as text. */
export function firmwareCells(
  t: TFunction,
): Record<string, (value: unknown, row: ModuleRow) => ReactNode> {
  return {
    status: (value) => (
      <Tag color={STATUS_COLORS[String(value)]}>
        {t(`upgradePage.statuses.${String(value)}`, { defaultValue: String(value) })}
      </Tag>
    ),
    // Shown as 3.0 MB under 文件大小 (the export keeps bytes under 文件大小（字节）); the exact
    // bytes on hover.
    size: (value) => (
      <span title={t("upgradePage.sizeBytes", { bytes: Number(value ?? 0).toLocaleString() })}>
        {fileSize(value as number)}
      </span>
    ),
    // The MD5 the uploader computed, and the SHA-256 the server did (packages made before
    // migration 0018 have none), in full on hover.
    md5: (value, row) =>
      value ? (
        <>
          <Typography.Text code>{String(value)}</Typography.Text>
          {row.sha256 ? (
            <div title={String(row.sha256)}>
              <Typography.Text type="secondary">
                {t("upgradePage.sha256", { sha256: `${String(row.sha256).slice(0, 16)}…` })}
              </Typography.Text>
            </div>
          ) : null}
        </>
      ) : (
        ""
      ),
    forced: (value) =>
      value ? (
        <Tag color="red">{t("upgradePage.forced")}</Tag>
      ) : (
        <Tag>{t("upgradePage.notForced")}</Tag>
      ),
    rolloutPercent: (value) => t("upgradePage.rollout", { percent: value ?? 0 }),
  };
}
