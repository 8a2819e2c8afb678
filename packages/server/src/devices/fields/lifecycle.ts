import { type SQL, sql } from "drizzle-orm";
import type { ModuleField } from "../../modules/framework/types.js";
import { configs } from "../../modules/schema.js";
import { text } from "../../modules/system/fields.js";
import { DEFAULT_OFFLINE_AFTER_SECONDS, OFFLINE_AFTER_KEY } from "../network.js";
import { devices } from "../schema.js";
import { readOnly } from "./kit.js";

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

/** Where a device stands: its state, the list's tab, whether it is online now. */
export function lifecycleFields(): ModuleField[] {
  return [
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
  ];
}
