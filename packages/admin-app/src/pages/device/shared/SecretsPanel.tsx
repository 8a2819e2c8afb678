import { Alert, Button, message, Space, Table, Typography } from "antd";
import { saveDownload } from "../../../components/module/saveDownload";
import { useDeviceTranslation } from "./useDeviceTranslation";

export interface DeviceSecret {
  serial: string;
  secret: string;
}

/** The secrets as CSV text, a header line then one device per line. */
export function secretsCsv(secrets: readonly DeviceSecret[], header: [string, string]): string {
  const quote = (value: string) =>
    /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  return [header, ...secrets.map((s) => [s.serial, s.secret])]
    .map((line) => line.map(quote).join(","))
    .join("\n");
}

/**
 * Device secrets the server generated (at import, or a reset), which it never shows again: the
 * operator copies or downloads them here before closing. `heading` is false where a dialog titled
 * the same already holds it (a reset, a device added by hand), so the title is not shown twice.
 */
export function SecretsPanel({
  secrets,
  heading = true,
}: {
  secrets: readonly DeviceSecret[];
  heading?: boolean;
}) {
  const { t } = useDeviceTranslation();
  const [notice, holder] = message.useMessage();
  const header: [string, string] = [t("device.secret.serial"), t("device.secret.secret")];

  async function copy() {
    const text = secrets.map((s) => `${s.serial}\t${s.secret}`).join("\n");
    try {
      await navigator.clipboard.writeText(text);
      notice.success(t("device.secret.copied"));
    } catch {
      // A browser without clipboard access: the download remains, and the table can be selected.
      notice.warning(t("device.secret.download"));
    }
  }

  function download() {
    // A BOM so spreadsheet programs read the header's Chinese as UTF-8.
    const blob = new Blob([`\uFEFF${secretsCsv(secrets, header)}`], { type: "text/csv" });
    saveDownload({ blob, fileName: null }, "device-secrets.csv");
  }

  return (
    <section aria-label={t("device.secret.title")}>
      {holder}
      {heading ? <Typography.Title level={5}>{t("device.secret.title")}</Typography.Title> : null}
      <Alert type="warning" showIcon title={t("device.secret.warning")} />
      <Space style={{ margin: "12px 0" }}>
        <Button onClick={copy}>{t("device.secret.copy")}</Button>
        <Button onClick={download}>{t("device.secret.download")}</Button>
      </Space>
      <Table<DeviceSecret>
        rowKey="serial"
        size="small"
        dataSource={[...secrets]}
        pagination={secrets.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        columns={[
          { key: "serial", dataIndex: "serial", title: header[0] },
          {
            key: "secret",
            dataIndex: "secret",
            title: header[1],
            render: (secret: string) => <Typography.Text code>{secret}</Typography.Text>,
          },
        ]}
      />
    </section>
  );
}
