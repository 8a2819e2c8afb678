import { inArray } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import { goods } from "../../goods/schema.js";
import type { HeldCouponView } from "../../orders/shopper-coupons.js";
import { type ClaimableCoupon, claimableCoupons } from "../claimable-coupons.js";
import type { ShopperAddress } from "./address-form.js";
import type { CartLine } from "./cart-page.js";
import { type CheckoutPage, type CheckoutPreview, checkoutBody } from "./checkout-page.js";
import {
  checkoutHref,
  type Fields,
  idOf,
  REFUSED,
  redirect,
  refusalText,
  type ShopperPageKit,
  text,
  toLogin,
} from "./page-kit.js";
import type { shopperApi } from "./session.js";
import { href, type PageContext } from "./shopper-page.js";

/** The checkout: its page, the address, claiming a coupon, placing the order. */
export function checkoutRoutes(kit: ShopperPageKit) {
  const { ctx, route, fields, show } = kit;

  /** The coupons open for claiming now that take in a product of the selected lines. */
  const claimableFor = async (goodsIds: number[]): Promise<ClaimableCoupon[]> => {
    if (goodsIds.length === 0) return [];
    const rows = await ctx.db
      .select({
        id: goods.id,
        l1: goods.categoryL1,
        l2: goods.categoryL2,
        l3: goods.categoryL3,
      })
      .from(goods)
      .where(inArray(goods.id, goodsIds.slice(0, 20)));
    const now = ctx.now();
    const found = await Promise.all(
      rows.map((r) => claimableCoupons(ctx.db, { id: r.id, categoryIds: [r.l1, r.l2, r.l3] }, now)),
    );
    return [...new Map(found.flat().map((c) => [c.id, c])).values()].slice(0, 5);
  };

  const checkoutPage = async (
    reply: FastifyReply,
    page: PageContext,
    api: ReturnType<typeof shopperApi>,
    chosen: {
      addressId?: number | undefined;
      couponClaimId?: number | undefined;
      teamId?: number | undefined;
    },
    refusal?: { text: string; addressValues?: CheckoutPage["addressValues"] },
  ) => {
    const [addresses, coupons, cart] = await Promise.all([
      api<ShopperAddress[]>("GET", "/api/app/addresses"),
      api<HeldCouponView[]>("GET", "/api/app/coupons"),
      api<CartLine[]>("GET", "/api/app/cart"),
    ]);
    if (addresses.status === 401) return toLogin(reply, page, checkoutHref(page, chosen));
    const list = addresses.data ?? [];
    const address =
      list.find((a) => a.id === chosen.addressId) ?? list.find((a) => a.isDefault) ?? list[0];
    const held = coupons.data ?? [];
    const couponClaimId = held.some((c) => c.claimId === chosen.couponClaimId)
      ? chosen.couponClaimId
      : undefined;
    let preview: CheckoutPreview | undefined;
    let problem = refusal?.text;
    if (address) {
      const priced = await api<CheckoutPreview>("POST", "/api/app/checkout/preview", {
        addressId: address.id,
        ...(couponClaimId ? { couponClaimId } : {}),
      });
      if (priced.code === 0) preview = priced.data;
      else problem ??= refusalText(priced);
    }
    const selectedGoods = [
      ...new Set((cart.data ?? []).filter((l) => l.selected).map((l) => l.goodsId)),
    ];
    const data: CheckoutPage = {
      addresses: list,
      addressId: address?.id,
      coupons: held,
      couponClaimId,
      claimable: await claimableFor(selectedGoods),
      teamId: chosen.teamId,
      preview,
      ...(refusal?.addressValues ? { addressValues: refusal.addressValues } : {}),
    };
    return show(
      reply,
      page,
      page.t("sh.confirmOrder"),
      checkoutBody(page, data),
      { text: problem },
      refusal ? REFUSED : 200,
    );
  };

  route("GET", "/s/checkout", async (request, reply, page, api) => {
    const q = request.query as Fields;
    return checkoutPage(reply, page, api, {
      addressId: idOf(q.addressId),
      couponClaimId: idOf(q.couponClaimId),
      teamId: idOf(q.team),
    });
  });

  route("POST", "/s/checkout/address", async (request, reply, page, api) => {
    const f = fields(request);
    const teamId = idOf(f.team);
    const values = {
      contact: text(f.contact),
      phone: text(f.phone),
      region: text(f.region),
      detail: text(f.detail),
    };
    const saved = await api<ShopperAddress>("POST", "/api/app/addresses/save", {
      ...values,
      isDefault: f.isDefault === "1",
    });
    if (saved.status === 401) return toLogin(reply, page, checkoutHref(page, { teamId }));
    if (saved.code !== 0)
      return checkoutPage(
        reply,
        page,
        api,
        { teamId },
        { text: refusalText(saved), addressValues: values },
      );
    return redirect(reply, checkoutHref(page, { addressId: saved.data.id, teamId }));
  });

  route("POST", "/s/coupons/claim", async (request, reply, page, api) => {
    const f = fields(request);
    const claimed = await api<{ claimId: number }>("POST", "/api/app/coupons/claim", {
      couponId: f.couponId,
    });
    const kept = { addressId: idOf(f.addressId), teamId: idOf(f.team) };
    if (claimed.status === 401) return toLogin(reply, page, checkoutHref(page, kept));
    if (claimed.code !== 0)
      return checkoutPage(reply, page, api, kept, { text: refusalText(claimed) });
    return redirect(reply, checkoutHref(page, { ...kept, couponClaimId: claimed.data.claimId }));
  });

  route("POST", "/s/checkout", async (request, reply, page, api) => {
    const f = fields(request);
    const expectedPrices = Object.entries(f)
      .filter(([name]) => /^price_\d{1,10}$/.test(name))
      .slice(0, 200)
      .map(([name, value]) => ({ skuId: Number(name.slice(6)), priceCents: Number(value) }));
    const chosen = {
      addressId: idOf(f.addressId),
      couponClaimId: idOf(f.couponClaimId),
      teamId: idOf(f.team),
    };
    const placed = await api<{ orderNo: string }>("POST", "/api/app/checkout", {
      addressId: f.addressId,
      ...(f.couponClaimId ? { couponClaimId: f.couponClaimId } : {}),
      ...(chosen.teamId ? { teamId: chosen.teamId } : {}),
      expectedPrices,
      ...(f.expectedTotalCents ? { expectedTotalCents: Number(f.expectedTotalCents) } : {}),
      remark: text(f.remark),
    });
    if (placed.status === 401) return toLogin(reply, page, checkoutHref(page, chosen));
    if (placed.code !== 0)
      return checkoutPage(reply, page, api, chosen, { text: refusalText(placed) });
    return redirect(reply, href(page, `/s/orders/${placed.data.orderNo}`));
  });
}
