import type { ModuleField } from "../../modules/framework/types.js";
import { text } from "../../modules/system/fields.js";
import { devices } from "../schema.js";
import { readOnly } from "./kit.js";

/** What the device last reported over the network: when, battery, signal, position. */
export function networkFields(): ModuleField[] {
  return [
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
  ];
}
