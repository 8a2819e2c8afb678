import { dayField, formBody, intField, textField, timeField } from "./form-fields.js";
import { L } from "./shared.js";

/**
 * The device forms' fields, each in the order its refusals are read, and their bodies' schemas
 * (form-fields.ts). Limits are the columns' and the dialogs'.
 */

/** The largest id a PostgreSQL integer column holds. */
const MAX_ID = 2_147_483_647;

export const BATTERY_FORM = {
  batteryModel: textField(L.batteryModel, 64),
  batteryCapacityMah: intField(L.batteryCapacityMah, 1, 100_000),
  batteryHealth: intField(L.batteryHealth, 0, 100),
  batteryCycles: intField(L.batteryCycles, 0, 100_000),
  batteryReplacedAt: dayField(L.batteryReplacedAt),
};
export const BatteryBody = formBody(BATTERY_FORM);

export const ELECTRODE_FORM = {
  electrodeModel: textField(L.electrodeModel, 64),
  electrodeBatch: textField(L.electrodeBatch, 64),
  electrodeFittedAt: dayField(L.electrodeFittedAt),
  electrodeUsesLeft: intField(L.electrodeUsesLeft, 0, 100_000),
  electrodeReplaceBy: dayField(L.electrodeReplaceBy),
};
export const ElectrodeBody = formBody(ELECTRODE_FORM);

/** The sell dialog's buyer, read before the phone's format and the price (sale-price.ts)... */
export const SELL_BUYER_FORM = {
  buyer: textField(L.buyer, 100, true),
  buyerPhone: textField(L.buyerPhone, 20),
};
/** ...and the rest of the sale, read after them. */
export const SELL_TERMS_FORM = {
  channel: textField(L.channel, 32),
  notes: textField(L.notes, 500),
  agentId: intField(L.agentId, 1, MAX_ID),
  appUserId: intField(L.appUserId, 1, MAX_ID),
  soldAt: timeField(L.soldAt),
};
export const SellBody = formBody({ ...SELL_BUYER_FORM, ...SELL_TERMS_FORM }, [
  "price",
  "priceCents",
]);

/** The person devices are given to: `agentId` or `afterSaleId`, blank for nobody. */
export function assignForm(key: "agentId" | "afterSaleId") {
  return { [key]: intField(L[key], 1, MAX_ID) };
}
