import { commissionRefusal, discountMessage, parsePercentBp } from "@vitrine/contract";
import type { Locale } from "../i18n/messages.js";
import type {
  FieldError,
  ModuleDeclaration,
  ModuleField,
  Row,
} from "../modules/framework/types.js";
import { createdAtField, idField, STATUS_OPTIONS, text } from "../modules/system/fields.js";
import { fieldLabel, merged } from "./activity-fields.js";
import { distributorStatusToAppUsers } from "./distributors-sync.js";
import { goodsNames } from "./goods-link.js";
import { marketingTranslator } from "./messages.js";
import { distributionGoods, distributors } from "./schema.js";

/** A commission rate in percent, at most 100 with 2 decimals (admin-shell spec section 5). */
export const rateField = (
  key: string,
  column: ModuleField["column"],
  label: ModuleField["label"],
  required: boolean,
): ModuleField => ({ key, column, type: "string", label, required, max: 12, default: "0" });

export function rateErrors(row: Row, keys: string[], fields: ModuleField[], locale: Locale) {
  const m = marketingTranslator(locale);
  const errors: FieldError[] = [];
  const rates: number[] = [];
  for (const key of keys) {
    const bp = parsePercentBp(String(row[key] ?? ""));
    if (bp === undefined)
      errors.push({
        field: key,
        message: m("mk.percent", { field: fieldLabel(fields, key, locale) }),
      });
    else rates.push(bp);
  }
  // The levels of one sale together give away at most all of it; the refusal sits on the last.
  const over = errors.length === 0 ? commissionRefusal(rates) : undefined;
  if (over) errors.push({ field: keys.at(-1)!, message: discountMessage(over, locale) });
  return errors;
}

const goodsFields: ModuleField[] = [
  idField(distributionGoods.id),
  {
    key: "goodsId",
    column: distributionGoods.goodsId,
    type: "integer",
    label: text("商品", "Goods", "商品"),
    required: true,
    min: 1,
    unique: true,
    filter: "exact",
  },
  rateField(
    "level1Rate",
    distributionGoods.level1Rate,
    text("一级佣金比例(%)", "Level 1 rate (%)", "一級佣金比例(%)"),
    true,
  ),
  rateField(
    "level2Rate",
    distributionGoods.level2Rate,
    text("二级佣金比例(%)", "Level 2 rate (%)", "二級佣金比例(%)"),
    false,
  ),
  createdAtField(distributionGoods.createdAt),
];

/** Per-goods commission rates that replace the shop-wide ones for that product. */
export const distributionGoodsModule: ModuleDeclaration = {
  name: "distributionGoods",
  permission: "distribution",
  title: text("分销商品佣金", "Goods commission rates", "分銷商品佣金"),
  table: distributionGoods,
  id: distributionGoods.id,
  actions: ["index", "add", "edit", "del", "export"],
  defaultOrder: { key: "id", direction: "desc" },
  nameField: "goodsId",
  fields: goodsFields,
  hooks: {
    async validate(save) {
      return rateErrors(
        merged(save),
        ["level1Rate", "level2Rate"],
        goodsFields,
        save.request.locale as Locale,
      );
    },
    async decorate(db, rows) {
      const names = await goodsNames(
        db,
        rows.map((r) => r.goodsId as number),
      );
      return rows.map((r) => ({ ...r, goodsName: names.get(r.goodsId as number) ?? "" }));
    },
  },
};

const distributorFields: ModuleField[] = [
  idField(distributors.id),
  {
    key: "appUserId",
    column: distributors.appUserId,
    type: "integer",
    label: text("用户编号", "App user ID", "使用者編號"),
    filter: "exact",
    writable: false,
    sortable: true,
  },
  {
    key: "nickname",
    column: distributors.nickname,
    type: "string",
    label: text("昵称", "Nickname", "暱稱"),
    filter: "contains",
    writable: false,
  },
  {
    key: "phone",
    column: distributors.phone,
    type: "string",
    label: text("手机号", "Mobile", "手機號碼"),
    filter: "contains",
    writable: false,
  },
  {
    key: "parentUserId",
    column: distributors.parentUserId,
    type: "integer",
    label: text("上级用户编号", "Invited by", "上級使用者編號"),
    filter: "exact",
    writable: false,
  },
  {
    key: "orders",
    column: distributors.orders,
    type: "integer",
    label: text("推广订单", "Orders", "推廣訂單"),
    writable: false,
    sortable: true,
  },
  {
    key: "earningsCents",
    column: distributors.earningsCents,
    type: "integer",
    label: text("累计佣金(分)", "Earnings (cents)", "累計佣金(分)"),
    kind: "money",
    writable: false,
    sortable: true,
  },
  {
    key: "withdrawnCents",
    column: distributors.withdrawnCents,
    type: "integer",
    label: text("已提现(分)", "Withdrawn (cents)", "已提現(分)"),
    kind: "money",
    writable: false,
    sortable: true,
  },
  {
    key: "status",
    column: distributors.status,
    type: "integer",
    label: text("状态", "Status", "狀態"),
    options: STATUS_OPTIONS,
    filter: "exact",
    default: 1,
  },
  createdAtField(distributors.createdAt),
];

/**
 * Distributors with their earnings (read-only but for on/off). Distributors are the app users with
 * `app_users.is_distributor` (distributors-sync.ts brings the list in line before every marketing
 * call); on/off here sets that flag, so the app users screen shows it too. Earnings are recorded
 * here, keyed by the app user's id.
 */
export const distributorModule: ModuleDeclaration = {
  name: "distributor",
  permission: "distribution",
  title: text("分销员", "Distributors", "分銷員"),
  table: distributors,
  id: distributors.id,
  actions: ["index", "status", "export"],
  defaultOrder: { key: "earningsCents", direction: "desc" },
  nameField: "nickname",
  fields: distributorFields,
  hooks: {
    async afterChange(ctx, ids) {
      await distributorStatusToAppUsers(ctx.db, ids, ctx.now());
    },
  },
};
