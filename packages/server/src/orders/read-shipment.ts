import type { Refusal } from "./refusal.js";
import type { Parcel } from "./schema.js";

const TRACKING_NO = /^[A-Za-z0-9-]{4,40}$/;
/** More parcels than this is a freight consignment, not one order's shipment. */
export const MAX_PARCELS = 10;

/**
 * The parcels a ship call sends: `parcels` (1 to 10 of `{carrier, trackingNo}`), or one parcel as
 * `carrier` and `trackingNo` beside the id, as the first version of the call took it. Answers the
 * parcels, or one refusal per bad field, named `parcels.<n>.carrier` (or `carrier` for the single
 * form) so the dialog shows each under its box. The same tracking number twice is refused.
 */
export function readShipment(body: Record<string, unknown>): Parcel[] | Refusal[] {
  const many = Array.isArray(body.parcels);
  const raw: unknown[] = many ? (body.parcels as unknown[]) : [body];
  if (raw.length === 0 || raw.length > MAX_PARCELS)
    return [{ key: "order.parcels", params: { max: MAX_PARCELS }, field: "parcels" }];
  const refusals: Refusal[] = [];
  const parcels = raw.map((item, n) => {
    const entry =
      typeof item === "object" && item !== null ? (item as Record<string, unknown>) : {};
    const carrier = typeof entry.carrier === "string" ? entry.carrier.trim() : "";
    const trackingNo = typeof entry.trackingNo === "string" ? entry.trackingNo.trim() : "";
    const field = (name: string) => (many ? `parcels.${n}.${name}` : name);
    if (carrier.length < 1 || [...carrier].length > 30)
      refusals.push({ key: "order.carrier", field: field("carrier") });
    if (!TRACKING_NO.test(trackingNo))
      refusals.push({ key: "order.trackingNo", field: field("trackingNo") });
    return { carrier, trackingNo };
  });
  parcels.forEach((parcel, n) => {
    if (parcels.findIndex((p) => p.trackingNo === parcel.trackingNo) < n)
      refusals.push({ key: "order.trackingTwice", field: `parcels.${n}.trackingNo` });
  });
  return refusals.length > 0 ? refusals : parcels;
}
