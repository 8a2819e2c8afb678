import type { ModuleField } from "../../modules/framework/types.js";
import { text } from "../../modules/system/fields.js";
import { devices } from "../schema.js";
import { readOnly } from "./kit.js";

/** The operator's remark and the record's dates: sold, deleted, created, updated. */
export function recordFields(): ModuleField[] {
  return [
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
