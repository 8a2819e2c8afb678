import { PHASE, phaseAt } from "../../marketing/rules/phase.js";
import type { CheckoutLineInput, CheckoutRefusal, LineActivity } from "./price-checkout.js";

export type ActivityPrice =
  | { ok: true; unitCents: number }
  | { ok: false; code: CheckoutRefusal["code"]; message: CheckoutRefusal["message"] };

/**
 * The unit price a line's activity gives at `now`, or why the shopper cannot have it: the
 * activity (or the shopper's bargain) is not running by the server's clock, its own stock is
 * short, or the units would take the shopper over the per-user limit counting what they already
 * bought. A shopper who came from the activity's page is told, not silently charged the normal
 * price. Never dearer than the sale price: if the goods' price dropped below the activity's since,
 * the shopper pays the lower one.
 */
export function activityPrice(
  line: CheckoutLineInput & { activity: LineActivity },
  now: Date,
): ActivityPrice {
  const { activity } = line;
  const kind = `kind.${activity.kind}` as const;
  const phase = phaseAt(activity.window, now);
  if (phase !== PHASE.running)
    return {
      ok: false,
      code: "activityNotRunning",
      message: {
        key: "order.activityNotRunning",
        params: { goods: line.title, kind, phase: `phase.${phase}` },
      },
    };
  if (activity.stockLeft !== undefined && line.quantity > activity.stockLeft)
    return {
      ok: false,
      code: "activitySoldOut",
      message: {
        key: "order.activitySoldOut",
        params: { goods: line.title, kind, left: Math.max(0, activity.stockLeft) },
      },
    };
  if (activity.perUserLimit > 0 && activity.boughtByUser + line.quantity > activity.perUserLimit)
    return {
      ok: false,
      code: "activityLimit",
      message: {
        key: "order.activityLimit",
        params: {
          goods: line.title,
          kind,
          limit: activity.perUserLimit,
          bought: activity.boughtByUser,
        },
      },
    };
  return { ok: true, unitCents: Math.min(activity.priceCents, line.unitPriceCents) };
}
