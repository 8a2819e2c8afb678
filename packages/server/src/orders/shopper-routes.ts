import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { ok } from "../http/envelope.js";
import {
  addressView,
  deleteAddress,
  listAddresses,
  parseAddress,
  saveAddress,
} from "./addresses.js";
import {
  addToCart,
  cartView,
  changeCartLine,
  MAX_LINE_QUANTITY,
  removeCartLines,
  selectCartLines,
} from "./cart.js";
import { badId, readId, readIds, readQuantity } from "./input.js";
import { failWith } from "./refusal.js";
import { shopperRoute } from "./shopper-route.js";

/**
 * The shopper's address book and cart (app token; orders/API.md). Every refusal is code 1 with
 * the message in the caller's language and changes nothing.
 */
export function shopperRoutes(app: FastifyInstance, ctx: ServerContext) {
  shopperRoute(app, ctx, "GET", "/api/app/addresses", async ({ appUserId }) =>
    ok((await listAddresses(ctx.db, appUserId)).map(addressView)),
  );

  shopperRoute(
    app,
    ctx,
    "POST",
    "/api/app/addresses/save",
    async ({ appUserId, body, t, locale }) => {
      const id =
        body.id === undefined || body.id === null || body.id === "" ? undefined : readId(body.id);
      if (id === undefined && body.id !== undefined && body.id !== null && body.id !== "")
        return failWith(t, [badId("id")]);
      const parsed = parseAddress(body);
      if (!parsed.ok) return failWith(t, parsed.refusals, locale);
      const saved = await saveAddress(ctx.db, appUserId, id, parsed.value, ctx.now());
      return saved.ok ? ok(addressView(saved.value)) : failWith(t, saved.refusals, locale);
    },
  );

  shopperRoute(
    app,
    ctx,
    "POST",
    "/api/app/addresses/delete",
    async ({ appUserId, body, t, locale }) => {
      const id = readId(body.id);
      if (id === undefined) return failWith(t, [badId("id")]);
      const done = await deleteAddress(ctx.db, appUserId, id, ctx.now());
      return done.ok ? ok(null) : failWith(t, done.refusals, locale);
    },
  );

  shopperRoute(app, ctx, "GET", "/api/app/cart", async ({ appUserId, t }) =>
    ok(
      (await cartView(ctx.db, appUserId)).map(({ line, sku, problem }) => ({
        id: line.id,
        skuId: line.skuId,
        goodsId: line.goodsId,
        quantity: line.quantity,
        selected: line.selected,
        name: sku?.name ?? "",
        specText: sku?.specText ?? "",
        image: sku?.image ?? "",
        priceCents: sku?.priceCents ?? 0,
        stock: sku?.stock ?? 0,
        available: problem === undefined,
        problem: problem ? t(problem.key, problem.params) : "",
      })),
    ),
  );

  shopperRoute(app, ctx, "POST", "/api/app/cart/add", async ({ appUserId, body, t, locale }) => {
    const skuId = readId(body.skuId);
    if (skuId === undefined) return failWith(t, [badId("skuId")]);
    const quantity = readQuantity(body.quantity, MAX_LINE_QUANTITY);
    if (quantity === undefined)
      return failWith(t, [
        { key: "cart.quantity", params: { max: MAX_LINE_QUANTITY }, field: "quantity" },
      ]);
    const added = await addToCart(ctx.db, appUserId, skuId, quantity, ctx.now());
    return added.ok
      ? ok({ id: added.value.id, quantity: added.value.quantity })
      : failWith(t, added.refusals, locale);
  });

  shopperRoute(app, ctx, "POST", "/api/app/cart/change", async ({ appUserId, body, t, locale }) => {
    const id = readId(body.id);
    if (id === undefined) return failWith(t, [badId("id")]);
    const quantity = readQuantity(body.quantity, MAX_LINE_QUANTITY);
    if (quantity === undefined)
      return failWith(t, [
        { key: "cart.quantity", params: { max: MAX_LINE_QUANTITY }, field: "quantity" },
      ]);
    const changed = await changeCartLine(ctx.db, appUserId, id, quantity, ctx.now());
    return changed.ok
      ? ok({ id: changed.value.id, quantity: changed.value.quantity })
      : failWith(t, changed.refusals, locale);
  });

  shopperRoute(app, ctx, "POST", "/api/app/cart/remove", async ({ appUserId, body, t }) => {
    const ids = readIds(body.ids);
    if (!ids) return failWith(t, [badId("ids")]);
    return ok({ removed: await removeCartLines(ctx.db, appUserId, ids) });
  });

  shopperRoute(app, ctx, "POST", "/api/app/cart/select", async ({ appUserId, body, t }) => {
    const ids = readIds(body.ids);
    if (!ids) return failWith(t, [badId("ids")]);
    const selected = body.selected !== false && body.selected !== 0 && body.selected !== "0";
    return ok({ changed: await selectCartLines(ctx.db, appUserId, ids, selected, ctx.now()) });
  });
}
