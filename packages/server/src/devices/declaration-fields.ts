import { type SQL, sql } from "drizzle-orm";
import type { ModuleField } from "../modules/framework/types.js";
import { configs } from "../modules/schema.js";
import { idField, text } from "../modules/system/fields.js";
import { DEFAULT_OFFLINE_AFTER_SECONDS, OFFLINE_AFTER_KEY } from "./network.js";
import { devices } from "./schema.js";
import { SERIAL } from "./serial.js";

export const PRODUCED_ON = text("生产日期", "Produced on", "生產日期");

const readOnly = (field: ModuleField): ModuleField => ({ ...field, writable: false });

export const STATE_OPTIONS = [
  { value: "made", label: text("生产", "Made", "生產") },
  { value: "sold", label: text("已售", "Sold", "已售") },
  { value: "deleted", label: text("删除", "Deleted", "刪除") },
];

/** The list's four tabs (admin-shell spec): production, sold, network (ever connected), delete. */
export const TAB_OPTIONS = [
  { value: "production", label: text("生产", "Production", "生產") },
  { value: "sold", label: text("已售", "Sold", "已售") },
  { value: "network", label: text("网络", "Network", "網路") },
  { value: "deleted", label: text("删除", "Deleted", "刪除") },
];

/**
 * Online in SQL, for the list filter: seen within the configured silence. It reads the database's
 * clock and setting, so one statement answers it; the rows' own `online` is computed with the
 * server's clock (decorate) and agrees but for requests that straddle the boundary.
 */
const onlineSql = sql`(${devices.lastSeenAt} >= now() - make_interval(secs => COALESCE(
  (SELECT CASE WHEN ${configs.value} ~ '^[0-9]{2,5}$' THEN ${configs.value}::integer END
     FROM ${configs} WHERE ${configs.key} = ${OFFLINE_AFTER_KEY}),
  ${DEFAULT_OFFLINE_AFTER_SECONDS})))`;

const dayField = (
  key: string,
  column: ModuleField["column"],
  label: ModuleField["label"],
): ModuleField => ({
  key,
  column,
  type: "string",
  label,
  max: 10,
  pattern: { regex: /^\d{4}-\d{2}-\d{2}$/, message: "field.format" },
});

/** The device module's fields: what the list shows and filters, and what add/edit may write. */
export function deviceFields(): ModuleField[] {
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
    readOnly({
      key: "state",
      column: devices.state,
      type: "string",
      label: text("状态", "State", "狀態"),
      options: STATE_OPTIONS,
      filter: "oneOf",
    }),
    readOnly({
      key: "tab",
      type: "string",
      label: text("分类", "Tab", "分類"),
      options: TAB_OPTIONS,
      filter: "exact",
      list: false,
      export: false,
      filterSql: (values) => sql`(CASE ${(values as SQL[])[0]}::text
        WHEN 'production' THEN ${devices.state} = 'made'
        WHEN 'sold' THEN ${devices.state} = 'sold'
        WHEN 'network' THEN ${devices.lastSeenAt} IS NOT NULL AND ${devices.state} <> 'deleted'
        WHEN 'deleted' THEN ${devices.state} = 'deleted'
        ELSE false END)`,
    }),
    readOnly({
      key: "online",
      type: "boolean",
      label: text("在线", "Online", "在線"),
      filter: "exact",
      list: true,
      export: true,
      filterSql: (values) => sql`(${onlineSql} = ${(values as SQL[])[0]}::boolean)`,
    }),
    readOnly({
      key: "stateBeforeDelete",
      column: devices.stateBeforeDelete,
      type: "string",
      label: text("删除前状态", "State before deletion", "刪除前狀態"),
      options: STATE_OPTIONS,
      export: false,
    }),
    readOnly({
      key: "agentId",
      column: devices.agentId,
      type: "integer",
      label: text("代理商", "Agent", "代理商"),
      filter: "exact",
      export: false,
    }),
    readOnly({
      key: "agentName",
      type: "string",
      label: text("代理商", "Agent", "代理商"),
      list: true,
      export: true,
    }),
    readOnly({
      key: "afterSaleId",
      column: devices.afterSaleId,
      type: "integer",
      label: text("售后人员", "After-sale staff", "售後人員"),
      filter: "exact",
      export: false,
    }),
    readOnly({
      key: "afterSaleName",
      type: "string",
      label: text("售后人员", "After-sale staff", "售後人員"),
      list: true,
      export: true,
    }),
    {
      key: "appUserId",
      column: devices.appUserId,
      type: "integer",
      label: text("绑定用户", "App user", "綁定使用者"),
      min: 1,
      filter: "exact",
    },
    readOnly({
      key: "firstSeenAt",
      column: devices.firstSeenAt,
      type: "datetime",
      label: text("首次联网", "First connected", "首次連網"),
      filter: "range",
      sortable: true,
    }),
    readOnly({
      key: "lastSeenAt",
      column: devices.lastSeenAt,
      type: "datetime",
      label: text("最后心跳", "Last heartbeat", "最後心跳"),
      filter: "range",
      sortable: true,
    }),
    readOnly({
      key: "batteryLevel",
      column: devices.batteryLevel,
      type: "integer",
      label: text("电量", "Battery level", "電量"),
      sortable: true,
    }),
    readOnly({
      key: "signal",
      column: devices.signal,
      type: "integer",
      label: text("信号", "Signal", "訊號"),
    }),
    readOnly({
      key: "lat",
      column: devices.lat,
      type: "string",
      label: text("纬度", "Latitude", "緯度"),
    }),
    readOnly({
      key: "lng",
      column: devices.lng,
      type: "string",
      label: text("经度", "Longitude", "經度"),
    }),
    readOnly({
      key: "province",
      column: devices.province,
      type: "string",
      label: text("省份", "Province", "省份"),
      filter: "exact",
    }),
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
    {
      key: "remark",
      column: devices.remark,
      type: "string",
      label: text("备注", "Remark", "備註"),
      max: 500,
    },
    readOnly({
      key: "soldAt",
      column: devices.soldAt,
      type: "datetime",
      label: text("销售时间", "Sold at", "銷售時間"),
      filter: "range",
      sortable: true,
    }),
    readOnly({
      key: "deletedAt",
      column: devices.deletedAt,
      type: "datetime",
      label: text("删除时间", "Deleted at", "刪除時間"),
      filter: "range",
    }),
    readOnly({
      key: "createdAt",
      column: devices.createdAt,
      type: "datetime",
      label: text("创建时间", "Created", "建立時間"),
      filter: "range",
      sortable: true,
    }),
    readOnly({
      key: "updatedAt",
      column: devices.updatedAt,
      type: "datetime",
      label: text("更新时间", "Updated", "更新時間"),
      export: false,
    }),
  ];
}
