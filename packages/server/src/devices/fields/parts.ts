import type { ModuleField } from "../../modules/framework/types.js";
import { text } from "../../modules/system/fields.js";
import { devices } from "../schema.js";
import { readOnly } from "./kit.js";

/** The serviced parts, battery and electrode (written by their own calls). */
export function partsFields(): ModuleField[] {
  return [
    readOnly({
      key: "batteryModel",
      column: devices.batteryModel,
      type: "string",
      label: text("电池型号", "Battery model", "電池型號"),
      filter: "exact",
    }),
    readOnly({
      key: "batteryCapacityMah",
      column: devices.batteryCapacityMah,
      type: "integer",
      label: text("电池容量 (mAh)", "Battery capacity (mAh)", "電池容量 (mAh)"),
    }),
    readOnly({
      key: "batteryHealth",
      column: devices.batteryHealth,
      type: "integer",
      label: text("电池健康度 (%)", "Battery health (%)", "電池健康度 (%)"),
      sortable: true,
    }),
    readOnly({
      key: "batteryCycles",
      column: devices.batteryCycles,
      type: "integer",
      label: text("循环次数", "Cycle count", "循環次數"),
    }),
    readOnly({
      key: "batteryReplacedAt",
      column: devices.batteryReplacedAt,
      type: "string",
      label: text("电池更换日期", "Battery replaced on", "電池更換日期"),
    }),
    readOnly({
      key: "electrodeModel",
      column: devices.electrodeModel,
      type: "string",
      label: text("电极型号", "Electrode model", "電極型號"),
      filter: "exact",
    }),
    readOnly({
      key: "electrodeBatch",
      column: devices.electrodeBatch,
      type: "string",
      label: text("电极批次", "Electrode batch", "電極批次"),
    }),
    readOnly({
      key: "electrodeFittedAt",
      column: devices.electrodeFittedAt,
      type: "string",
      label: text("电极安装日期", "Electrode fitted on", "電極安裝日期"),
    }),
    readOnly({
      key: "electrodeUsesLeft",
      column: devices.electrodeUsesLeft,
      type: "integer",
      label: text("电极剩余次数", "Electrode uses left", "電極剩餘次數"),
      sortable: true,
    }),
    readOnly({
      key: "electrodeReplaceBy",
      column: devices.electrodeReplaceBy,
      type: "string",
      label: text("电极更换期限", "Electrode replace by", "電極更換期限"),
      sortable: true,
    }),
  ];
}
