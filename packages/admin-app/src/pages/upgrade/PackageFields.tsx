import { Input, Select, Space, Typography } from "antd";
import { useEffect, useState } from "react";
import type { FirmwareApi } from "./firmwareApi";
import { useUpgradeTranslation } from "./upgradeTexts";

/**
 * A field of a released package (model, version): shown and not editable, with the reason, so
 * the form never lets an operator change what the server then refuses (issue 36).
 */
export function LockedText({ value, label }: { value?: unknown; label: string }) {
  const { t } = useUpgradeTranslation();
  return (
    <Space orientation="vertical" style={{ width: "100%" }}>
      <Input
        value={value === undefined || value === null ? "" : String(value)}
        readOnly
        disabled
        aria-label={label}
      />
      <Typography.Text type="secondary">{t("upgradePage.releasedLocked")}</Typography.Text>
    </Space>
  );
}

/** The package's model, chosen among the devices' and packages' models, never typed freely. */
export function ModelSelect({
  value,
  onChange,
  api,
  label,
}: {
  value?: string;
  onChange?(model: string): void;
  api: Pick<FirmwareApi, "models">;
  label: string;
}) {
  const { t } = useUpgradeTranslation();
  const [models, setModels] = useState<string[] | null>(null);
  useEffect(() => {
    let live = true;
    api
      .models()
      .then((list) => {
        if (live) setModels(list);
      })
      .catch(() => {
        if (live) setModels([]);
      });
    return () => {
      live = false;
    };
  }, [api]);
  const options = [...new Set([...(models ?? []), ...(value ? [value] : [])])].map((m) => ({
    value: m,
    label: m,
  }));
  return (
    <Select
      showSearch
      aria-label={label}
      value={value || undefined}
      onChange={(model: string) => onChange?.(model)}
      loading={models === null}
      placeholder={t("upgradePage.chooseModel")}
      notFoundContent={models === null ? null : t("upgradePage.noModels")}
      options={options}
    />
  );
}
