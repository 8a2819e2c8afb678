import { Button, message, Select } from "antd";
import { useState } from "react";
import { operatorTimeZone } from "../../utils/formatDateTime";
import type { ExportFormat, ModuleApi } from "./moduleApi";
import { useModuleTranslation } from "./moduleTexts";
import { saveDownload } from "./saveDownload";
import type { TableOrder } from "./tableSort";

export interface ExportButtonsProps {
  api: Pick<ModuleApi, "exportFile">;
  module: string;
  /** The list's filters, fixed ones included: "export all" writes every row they match. */
  filters: Record<string, unknown>;
  /** The ticked rows: "export selected" writes only these. */
  selected: number[];
  order: TableOrder | null;
}

/** A list's export: the file format, then the selected rows or all matching rows, in the list's order. */
export function ExportButtons({ api, module, filters, selected, order }: ExportButtonsProps) {
  const { t } = useModuleTranslation();
  const [notice, noticeHolder] = message.useMessage();
  const [format, setFormat] = useState<ExportFormat>("xlsx");

  async function exportRows(onlySelected: boolean) {
    if (onlySelected && selected.length === 0) {
      notice.warning(t("module.exportNone"));
      return;
    }
    try {
      const file = await api.exportFile({
        format,
        filters,
        ids: onlySelected ? selected : [],
        order,
        timeZone: operatorTimeZone(),
      });
      saveDownload(file, `${module}.${format}`);
    } catch {
      // Shown by the client.
    }
  }

  return (
    <>
      {noticeHolder}
      <Select
        aria-label={t("module.export")}
        value={format}
        onChange={setFormat}
        options={[
          { value: "xlsx", label: "xlsx" },
          { value: "csv", label: "csv" },
        ]}
        style={{ width: 88 }}
      />
      <Button onClick={() => exportRows(true)}>{t("module.exportSelected")}</Button>
      <Button onClick={() => exportRows(false)}>{t("module.exportAll")}</Button>
    </>
  );
}
