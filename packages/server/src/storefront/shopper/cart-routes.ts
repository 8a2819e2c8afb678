import type { FastifyReply } from "fastify";
import { escapeHtml } from "../document.js";
import { storefrontProduct } from "../product-data.js";
import { type CartLine, cartBody } from "./cart-page.js";
import {
  checkoutHref,
  type Fields,
  idOf,
  REFUSED,
  redirect,
  refusalText,
  type ShopperPageKit,
  toLogin,
} from "./page-kit.js";
import type { shopperApi } from "./session.js";
import { href, type PageContext } from "./shopper-page.js";

/** The cart: its page and adding to it from a product page. */
export function cartRoutes(kit: ShopperPageKit) {
  const { ctx, route, fields, show } = kit;

  const cartPage = async (
    reply: FastifyReply,
    page: PageContext,
    api: ReturnType<typeof shopperApi>,
    error?: string,
  ) => {
    const cart = await api<CartLine[]>("GET", "/api/app/cart");
    if (cart.status === 401) return toLogin(reply, page, href(page, "/s/cart"));
    return show(
      reply,
      page,
      page.t("sh.cart"),
      cartBody(page, cart.data ?? []),
      { text: error },
      error ? REFUSED : 200,
    );
  };

  route("GET", "/s/cart", async (_request, reply, page, api) => cartPage(reply, page, api));

  /** A cart step: the call, then the cart again, with the refusal's message when refused. */
  const cartStep = (url: string, body: (f: Fields) => Record<string, unknown>) =>
    route("POST", `/s${url}`, async (request, reply, page, api) => {
      const done = await api("POST", `/api/app${url}`, body(fields(request)));
      if (done.status === 401) return toLogin(reply, page, href(page, "/s/cart"));
      if (done.code !== 0) return cartPage(reply, page, api, refusalText(done));
      return redirect(reply, href(page, "/s/cart"));
    });
  cartStep("/cart/change", (f) => ({ id: f.id, quantity: f.quantity }));
  cartStep("/cart/remove", (f) => ({ ids: f.id }));
  cartStep("/cart/select", (f) => ({ ids: f.id, selected: f.selected !== "0" }));

  /**
   * The product page's form: its SKU by the chosen options (or the only SKU), added to the
   * cart; 立即购买 then selects that line alone and goes on to the checkout.
   */
  route("POST", "/s/cart/add", async (request, reply, page, api) => {
    const f = fields(request);
    const goodsId = idOf(f.goodsId);
    const product = goodsId === undefined ? undefined : await storefrontProduct(ctx.db, goodsId);
    const teamId = idOf(f.team);
    // Back to the product as it was opened: a friend's group link keeps its team through sign-in.
    const back =
      goodsId === undefined
        ? href(page, "/s/")
        : href(page, `/s/product/${goodsId}`, teamId ? { team: String(teamId) } : {});
    const refuse = (message: string) =>
      show(
        reply,
        page,
        page.t("sh.cart"),
        `<p><a class="sh-ghost" style="display:inline-block;line-height:30px;text-decoration:none" href="${escapeHtml(back)}">${escapeHtml(page.t("sh.back"))}</a></p>`,
        { text: message },
        REFUSED,
      );
    let skuId = idOf(f.skuId);
    if (skuId === undefined && product && product !== "off-sale") {
      const chosen = Object.entries(f)
        .filter(([name]) => name.startsWith("spec-"))
        .map(([, value]) => Number(value));
      skuId = product.skus.find(
        (s) =>
          s.optionIds.length === chosen.length && s.optionIds.every((id) => chosen.includes(id)),
      )?.id;
    }
    if (skuId === undefined) return refuse(page.t("sh.chooseSpec"));
    const added = await api<{ id: number }>("POST", "/api/app/cart/add", {
      skuId,
      quantity: f.quantity || 1,
    });
    if (added.status === 401) return toLogin(reply, page, back);
    if (added.code !== 0) return refuse(refusalText(added));
    if (f.go !== "buy") return redirect(reply, href(page, "/s/cart"));
    // Bought from a friend's group link (`?team=`): the checkout joins that team.
    const cart = await api<CartLine[]>("GET", "/api/app/cart");
    const others = (cart.data ?? []).filter((l) => l.id !== added.data.id).map((l) => l.id);
    if (others.length > 0)
      await api("POST", "/api/app/cart/select", { ids: others, selected: false });
    await api("POST", "/api/app/cart/select", { ids: [added.data.id], selected: true });
    return redirect(reply, checkoutHref(page, { teamId }));
  });
}
