import { UploadOutlined } from "@ant-design/icons";
import { Alert, Button, Checkbox, Modal, Space, Switch, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { saveDownload } from "../../../components/module/saveDownload";
import type { DeviceApi, ImportReport, ImportRow } from "./deviceApi";
import { SecretsPanel } from "./SecretsPanel";
import { useDeviceTranslation } from "./useDeviceTranslation";

export interface ImportDialogProps {
  open: boolean;
  api: Pick<DeviceApi, "importFile" | "template">;
  onClose(): void;
  /** After an import that added devices (the list reloads). */
  onImported(): void;
}

/**
 * The import of a production batch: the template to fill, the .xlsx to upload, whether any bad row
 * stops the whole import, then the server's per-row report and the secrets of the new devices,
 * which are shown this once.
 */
export function ImportDialog({ open, api, onClose, onImported }: ImportDialogProps) {
  const { t } = useDeviceTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [allOrNothing, setAllOrNothing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [wrongType, setWrongType] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  function close() {
    setFile(null);
    setReport(null);
    setWrongType(false);
    setRefusal(null);
    setAllOrNothing(false);
    onClose();
  }

  async function submit() {
    if (!file) return;
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await api.importFile(file, allOrNothing);
      setReport(answer);
      if (answer.imported > 0) onImported();
    } catch (error) {
      // A refused file (unreadable workbook, missing required columns): the server's message,
      // which names the columns, stays in the dialog so another file can be chosen.
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  async function template() {
    try {
      saveDownload(await api.template(), "devices-template.xlsx");
    } catch {
      // Shown by the client.
    }
  }

  return (
    <Modal
      open={open}
      title={t("device.import.title")}
      width={860}
      onCancel={close}
      mask={{ closable: false }}
      footer={
        report ? (
          <Button type="primary" onClick={close}>
            {t("common.ok")}
          </Button>
        ) : (
          <Space>
            <Button onClick={close}>{t("common.cancel")}</Button>
            <Button type="primary" loading={busy} disabled={!file} onClick={submit}>
              {t("device.import.submit")}
            </Button>
          </Space>
        )
      }
    >
      {report ? (
        <ImportReportView report={report} />
      ) : (
        <Space orientation="vertical" style={{ width: "100%" }}>
          <Typography.Paragraph>{t("device.import.intro")}</Typography.Paragraph>
          <Space wrap>
            <Button onClick={template}>{t("device.import.template")}</Button>
            <label className="ant-btn ant-btn-default" style={{ cursor: "pointer" }}>
              <UploadOutlined /> {t("device.import.choose")}
              <input
                type="file"
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                aria-label={t("device.import.choose")}
                style={{ display: "none" }}
                onChange={(event) => {
                  const chosen = event.target.files?.[0] ?? null;
                  event.target.value = "";
                  const isXlsx = chosen ? /\.xlsx$/i.test(chosen.name) : true;
                  setWrongType(!isXlsx);
                  setFile(isXlsx ? chosen : null);
                }}
              />
            </label>
          </Space>
          {file ? (
            <Typography.Text>{t("device.import.chosen", { name: file.name })}</Typography.Text>
          ) : null}
          {wrongType ? <Alert type="error" showIcon title={t("device.import.onlyXlsx")} /> : null}
          {refusal ? <Alert type="error" showIcon title={refusal} /> : null}
          <Checkbox checked={allOrNothing} onChange={(e) => setAllOrNothing(e.target.checked)}>
            {t("device.import.allOrNothing")}
          </Checkbox>
        </Space>
      )}
    </Modal>
  );
}

/** The per-row report: a summary line, the rows (or only the bad ones) and the new secrets. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useDeviceTranslation();
  const [onlyErrors, setOnlyErrors] = useState(report.invalid > 0);
  const rows = onlyErrors ? report.rows.filter((row) => !row.ok) : report.rows;
  return (
    <Space orientation="vertical" style={{ width: "100%" }}>
      <Alert
        type={report.invalid === 0 ? "success" : report.imported > 0 ? "warning" : "error"}
        showIcon
        title={t("device.import.summary", {
          total: report.total,
          valid: report.valid,
          invalid: report.invalid,
          imported: report.imported,
        })}
        description={
          report.imported === 0 && report.invalid > 0
            ? t("device.import.nothingImported")
            : undefined
        }
      />
      <Space>
        <Switch
          size="small"
          checked={onlyErrors}
          onChange={setOnlyErrors}
          aria-label={t("device.import.onlyErrors")}
        />
        <span>{t("device.import.onlyErrors")}</span>
      </Space>
      <Table<ImportRow>
        aria-label={t("device.import.title")}
        rowKey="row"
        size="small"
        dataSource={rows}
        pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        columns={[
          { key: "row", dataIndex: "row", title: t("device.import.row"), width: 72 },
          { key: "serial", dataIndex: "serial", title: t("device.import.serial") },
          {
            key: "ok",
            dataIndex: "ok",
            title: t("device.import.result"),
            render: (ok: boolean) =>
              ok ? (
                <Tag color="success">{t("device.import.ok")}</Tag>
              ) : (
                <Tag color="error">{t("device.import.failed")}</Tag>
              ),
          },
          {
            key: "errors",
            dataIndex: "errors",
            title: t("device.import.message"),
            render: (errors: string[]) => errors.join("；"),
          },
        ]}
      />
      {report.secrets.length > 0 ? <SecretsPanel secrets={report.secrets} /> : null}
    </Space>
  );
}
