import type { ModuleField } from "../../modules/framework/types.js";
import { text } from "../../modules/system/fields.js";
import { devices } from "../schema.js";
import { personFields } from "./kit.js";

/** Who a device is given to: its agent and after-sale staff (set by the assign calls), its app user. */
export function peopleFields(): ModuleField[] {
  return [
    ...personFields("agent", devices.agentId, text("代理商", "Agent", "代理商")),
    ...personFields(
      "afterSale",
      devices.afterSaleId,
      text("售后人员", "After-sale staff", "售後人員"),
    ),
    {
      key: "appUserId",
      column: devices.appUserId,
      type: "integer",
      label: text("绑定用户", "App user", "綁定使用者"),
      min: 1,
      filter: "exact",
    },
  ];
}
