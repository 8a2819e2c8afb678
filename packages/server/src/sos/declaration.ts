import { userNames } from "../devices/people.js";
import type { ModuleDeclaration, ModuleField } from "../modules/framework/types.js";
import { idField, text } from "../modules/system/fields.js";
import { appUserNames } from "./app-user-names.js";
import { sosAlarms } from "./schema.js";

const readOnly = (field: ModuleField): ModuleField => ({ ...field, writable: false });

export const SOS_STATUS_OPTIONS = [
  { value: "new", label: text("新告警", "New", "新告警") },
  { value: "acknowledged", label: text("已确认", "Acknowledged", "已確認") },
  { value: "resolved", label: text("已处理", "Resolved", "已處理") },
];

/**
 * SOS alarms in the back office (`sos:*`): list, export and read. Alarms are raised only by devices
 * (device-gateway/sos) and move only through acknowledge and resolve (routes.ts).
 */
export const sosModule: ModuleDeclaration = {
  name: "sos",
  permission: "sos",
  title: text("SOS 告警", "SOS alarms", "SOS 告警"),
  table: sosAlarms,
  id: sosAlarms.id,
  actions: ["index", "export"],
  defaultOrder: { key: "raisedAt", direction: "desc" },
  nameField: "serial",
  fields: [
    idField(sosAlarms.id),
    readOnly({
      key: "deviceId",
      column: sosAlarms.deviceId,
      type: "integer",
      label: text("设备编号", "Device ID", "裝置編號"),
      filter: "exact",
    }),
    readOnly({
      key: "serial",
      column: sosAlarms.serial,
      type: "string",
      label: text("序列号", "Serial", "序號"),
      filter: "contains",
      sortable: true,
    }),
    readOnly({
      key: "appUserId",
      column: sosAlarms.appUserId,
      type: "integer",
      label: text("用户编号", "App user ID", "使用者編號"),
      filter: "exact",
      export: false,
    }),
    // Who pressed SOS, by name: operators call them, an id tells them nothing (issue 36).
    readOnly({
      key: "appUserName",
      type: "string",
      label: text("用户", "App user", "使用者"),
      list: true,
      export: true,
    }),
    readOnly({
      key: "status",
      column: sosAlarms.status,
      type: "string",
      label: text("状态", "Status", "狀態"),
      options: SOS_STATUS_OPTIONS,
      filter: "oneOf",
      sortable: true,
    }),
    readOnly({
      key: "lat",
      column: sosAlarms.lat,
      type: "string",
      label: text("纬度", "Latitude", "緯度"),
    }),
    readOnly({
      key: "lng",
      column: sosAlarms.lng,
      type: "string",
      label: text("经度", "Longitude", "經度"),
    }),
    // The screen's one column for both coordinates (exports keep 纬度 and 经度 apart).
    readOnly({
      key: "location",
      type: "string",
      label: text("位置", "Location", "位置"),
      list: true,
      export: false,
    }),
    readOnly({
      key: "raisedAt",
      column: sosAlarms.raisedAt,
      type: "datetime",
      label: text("告警时间", "Raised at", "告警時間"),
      filter: "range",
      sortable: true,
    }),
    readOnly({
      key: "handlerId",
      column: sosAlarms.handlerId,
      type: "integer",
      label: text("处理人编号", "Handler ID", "處理人編號"),
      filter: "exact",
      export: false,
    }),
    readOnly({
      key: "handlerName",
      type: "string",
      label: text("处理人", "Handler", "處理人"),
      list: true,
      export: true,
    }),
    readOnly({
      key: "notes",
      column: sosAlarms.notes,
      type: "string",
      label: text("处理说明", "Notes", "處理說明"),
      filter: "contains",
    }),
    readOnly({
      key: "acknowledgedAt",
      column: sosAlarms.acknowledgedAt,
      type: "datetime",
      label: text("确认时间", "Acknowledged at", "確認時間"),
      sortable: true,
    }),
    readOnly({
      key: "resolvedAt",
      column: sosAlarms.resolvedAt,
      type: "datetime",
      label: text("处理时间", "Resolved at", "處理時間"),
      sortable: true,
    }),
  ],
  hooks: {
    async decorate(db, rows) {
      const [names, appUsers] = await Promise.all([
        userNames(
          db,
          rows.map((r) => r.handlerId as number | null),
        ),
        appUserNames(
          db,
          rows.map((r) => r.appUserId as number | null),
        ),
      ]);
      return rows.map((r) => ({
        ...r,
        appUserName: r.appUserId ? (appUsers.get(r.appUserId as number) ?? `#${r.appUserId}`) : "",
        location: r.lat != null && r.lng != null ? `${r.lat}, ${r.lng}` : "",
        handlerName: r.handlerId ? (names.get(r.handlerId as number) ?? "") : "",
      }));
    },
  },
};
