import { type SQL, sql } from "drizzle-orm";
import type { ModuleField } from "../../modules/framework/types.js";
import { idField, text } from "../../modules/system/fields.js";
import { devices } from "../schema.js";
import { SERIAL } from "../serial.js";
import { dayField } from "./kit.js";

export const PRODUCED_ON = text("生产日期", "Produced on", "生產日期");

/** What a device is, as production records it: serial, IMEI, model, versions, batch, day. */
export function identityFields(): ModuleField[] {
  return [
    idField(devices.id),
    {
      key: "serial",
      column: devices.serial,
      type: "string",
      label: text("序列号", "Serial", "序號"),
      required: true,
      unique: true,
      min: 8,
      max: 32,
      pattern: { regex: SERIAL, message: "field.format" },
      filter: "contains",
      sortable: true,
    },
    {
      key: "imei",
      column: devices.imei,
      type: "string",
      label: text("IMEI", "IMEI", "IMEI"),
      max: 15,
      pattern: { regex: /^(\d{15})?$/, message: "field.format" },
      filter: "contains",
    },
    {
      key: "model",
      column: devices.model,
      type: "string",
      label: text("型号", "Model", "型號"),
      required: true,
      max: 64,
      filter: "exact",
      sortable: true,
    },
    {
      key: "hardwareVersion",
      column: devices.hardwareVersion,
      type: "string",
      label: text("硬件版本", "Hardware version", "硬體版本"),
      max: 32,
      filter: "exact",
    },
    {
      key: "firmwareVersion",
      column: devices.firmwareVersion,
      type: "string",
      label: text("固件版本", "Firmware version", "韌體版本"),
      max: 32,
      filter: "exact",
      sortable: true,
    },
    {
      key: "batch",
      column: devices.batch,
      type: "string",
      label: text("生产批次", "Batch", "生產批次"),
      max: 64,
      filter: "contains",
      sortable: true,
    },
    {
      ...dayField("producedOn", devices.producedOn, PRODUCED_ON),
      filter: "exact",
      // Compared as text: a value that is no date matches nothing instead of failing the cast.
      filterSql: (values) => sql`(${devices.producedOn}::text = ${(values as SQL[])[0]}::text)`,
      sortable: true,
    },
  ];
}
