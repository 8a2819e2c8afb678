import { type Static, Type } from "@sinclair/typebox";
import type { CheckoutRequest } from "./checkout.js";
import { badId, readId } from "./input.js";
import type { Refusal } from "./refusal.js";

/**
 * The body of `POST /api/app/checkout` and `/preview` (orders/API.md) as one TypeBox schema
 * (issue 37): Fastify checks it with TypeBox's compiler (no coercion rewrites the body), the
 * handler reads it typed, and `checkoutShapeRefusal` answers a value of the wrong shape with the
 * refusal its field has always had. What a shape cannot say (an id past the column's range, a
 * note's length in characters) is `readCheckout`'s below.
 */

/** A row id as a number or its digits (form values); `readId` checks the column's range. */
const Id = Type.Union([Type.Integer(), Type.String({ pattern: "^\\s*-?\\d{1,10}\\s*$" })]);
/** Not chosen: no coupon, no team to join. */
const Unset = [Type.Null(), Type.Literal("")];
/** A whole number of cents, as a number or its digits. */
const Cents = Type.Union([
  Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
  Type.String({ pattern: "^\\s*\\d{1,15}\\s*$" }),
]);

export const CheckoutBody = Type.Object(
  {
    addressId: Id,
    couponClaimId: Type.Optional(Type.Union([Id, ...Unset])),
    /** The unit prices the shopper was shown: a line whose price moved is refused. */
    expectedPrices: Type.Optional(
      Type.Array(Type.Object({ skuId: Id, priceCents: Cents }), { maxItems: 200 }),
    ),
    expectedTotalCents: Type.Optional(Cents),
    /** A group order joins the team shared with the shopper (`?team=`); without one it opens its own. */
    teamId: Type.Optional(Type.Union([Id, ...Unset])),
    remark: Type.Optional(Type.String()),
  },
  { maxProperties: 16 },
);
export type CheckoutBody = Static<typeof CheckoutBody>;

/** Each field's refusal, for a value of the wrong shape as for a wrong value. */
const SHAPE_REFUSALS: Record<keyof CheckoutBody, Refusal> = {
  addressId: badId("addressId"),
  couponClaimId: { key: "checkout.coupon", field: "couponClaimId" },
  // What the shopper was shown cannot be read: as if it had changed, they look again.
  expectedPrices: { key: "checkout.changed", field: "expectedPrices" },
  expectedTotalCents: { key: "checkout.changed", field: "expectedTotalCents" },
  teamId: { key: "group.badTeam", field: "teamId" },
  remark: { key: "checkout.remark", field: "remark" },
};

/** The refusal of a body field whose value has the wrong shape; undefined for the body as a whole. */
export function checkoutShapeRefusal(field: string): Refusal | undefined {
  return Object.hasOwn(SHAPE_REFUSALS, field)
    ? SHAPE_REFUSALS[field as keyof CheckoutBody]
    : undefined;
}

const isSet = <T>(value: T | null | "" | undefined): value is T =>
  value !== undefined && value !== null && value !== "";

/** The checkout body read into a request, or the refusal of its first bad field. */
export function readCheckout(body: CheckoutBody, appUserId: number): CheckoutRequest | Refusal {
  const addressId = readId(body.addressId);
  if (addressId === undefined) return SHAPE_REFUSALS.addressId;
  const request: CheckoutRequest = { appUserId, addressId };
  if (isSet(body.couponClaimId)) {
    const claim = readId(body.couponClaimId);
    if (claim === undefined) return SHAPE_REFUSALS.couponClaimId;
    request.couponClaimId = claim;
  }
  if (body.expectedPrices) {
    const shown = new Map<number, number>();
    for (const item of body.expectedPrices) {
      const skuId = readId(item.skuId);
      if (skuId === undefined) return SHAPE_REFUSALS.expectedPrices;
      shown.set(skuId, Number(item.priceCents));
    }
    request.expectedPrices = shown;
  }
  if (body.expectedTotalCents !== undefined)
    request.expectedTotalCents = Number(body.expectedTotalCents);
  if (isSet(body.teamId)) {
    const teamId = readId(body.teamId);
    if (teamId === undefined) return SHAPE_REFUSALS.teamId;
    request.teamId = teamId;
  }
  if (body.remark !== undefined) {
    // Characters as the shopper counts them: an emoji is one, not two UTF-16 units.
    if ([...body.remark].length > 200) return SHAPE_REFUSALS.remark;
    request.remark = body.remark.trim();
  }
  return request;
}
