import { inArray, type SQL, sql } from "drizzle-orm";
import type { ModuleDeclaration } from "../modules/framework/types.js";
import { idField, text } from "../modules/system/fields.js";
import { personFields, readOnly } from "./fields/kit.js";
import { userNames } from "./people.js";
import { deviceSales, devices } from "./schema.js";

/**
 * The sale ledger (已售): one row per device sold, written only by `POST /api/device/sell`. Read
 * and exported with the device permissions (`device:index`, `device:export`).
 */
export const deviceSaleModule: ModuleDeclaration = {
  name: "deviceSale",
  permission: "device",
  title: text("设备销售记录", "Device sales", "裝置銷售記錄"),
  table: deviceSales,
  id: deviceSales.id,
  actions: ["index", "export"],
  defaultOrder: { key: "soldAt", direction: "desc" },
  nameField: "buyer",
  fields: [
    idField(deviceSales.id),
    readOnly({
      key: "deviceId",
      column: deviceSales.deviceId,
      type: "integer",
      label: text("设备编号", "Device ID", "裝置編號"),
      filter: "exact",
      export: false,
    }),
    readOnly({
      key: "serial",
      type: "string",
      label: text("序列号", "Serial", "序號"),
      filter: "exact",
      list: true,
      export: true,
      filterSql: (values) =>
        sql`${deviceSales.deviceId} IN (SELECT ${devices.id} FROM ${devices} WHERE ${devices.serial} = upper(${(values as SQL[])[0]}::text))`,
    }),
    readOnly({
      key: "buyer",
      column: deviceSales.buyer,
      type: "string",
      label: text("买方", "Buyer", "買方"),
      filter: "contains",
      sortable: true,
    }),
    readOnly({
      key: "buyerPhone",
      column: deviceSales.buyerPhone,
      type: "string",
      label: text("买方电话", "Buyer phone", "買方電話"),
      filter: "contains",
    }),
    readOnly({
      key: "soldAt",
      column: deviceSales.soldAt,
      type: "datetime",
      label: text("销售时间", "Sold at", "銷售時間"),
      filter: "range",
      sortable: true,
    }),
    readOnly({
      key: "priceCents",
      column: deviceSales.priceCents,
      type: "integer",
      label: text("价格（分）", "Price (cents)", "價格（分）"),
      kind: "money",
      sortable: true,
    }),
    readOnly({
      key: "channel",
      column: deviceSales.channel,
      type: "string",
      label: text("渠道", "Channel", "通路"),
      filter: "exact",
    }),
    ...personFields("agent", deviceSales.agentId, text("代理商", "Agent", "代理商")),
    readOnly({
      key: "notes",
      column: deviceSales.notes,
      type: "string",
      label: text("备注", "Notes", "備註"),
    }),
    readOnly({
      key: "operatorId",
      column: deviceSales.operatorId,
      type: "integer",
      label: text("经办人", "Operator", "經辦人"),
      export: false,
    }),
    readOnly({
      key: "createdAt",
      column: deviceSales.createdAt,
      type: "datetime",
      label: text("登记时间", "Recorded", "登記時間"),
      filter: "range",
      export: false,
    }),
  ],
  hooks: {
    async decorate(db, rows) {
      if (rows.length === 0) return rows;
      const ids = [...new Set(rows.map((r) => r.deviceId as number))];
      const serials = new Map(
        (
          await db
            .select({ id: devices.id, serial: devices.serial })
            .from(devices)
            .where(inArray(devices.id, ids))
        ).map((d) => [d.id, d.serial]),
      );
      const names = await userNames(
        db,
        rows.map((r) => r.agentId as number | null),
      );
      return rows.map((r) => ({
        ...r,
        serial: serials.get(r.deviceId as number) ?? "",
        agentName: r.agentId ? (names.get(r.agentId as number) ?? "") : "",
      }));
    },
  },
};
