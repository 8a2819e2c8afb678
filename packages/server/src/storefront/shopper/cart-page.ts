import { escapeHtml } from "../document.js";
import { yuan } from "../price.js";
import { emptyState, href, label, type PageContext, postForm } from "./shopper-page.js";

/** A cart line as GET /api/app/cart answers it (orders/API.md). */
export interface CartLine {
  id: number;
  skuId: number;
  goodsId: number;
  quantity: number;
  selected: boolean;
  name: string;
  specText: string;
  image: string;
  priceCents: number;
  stock: number;
  available: boolean;
  /** Why the line cannot be bought now (off sale, stock, limit), in the page's language. */
  problem: string;
}

export function lineImage(image: string, name: string): string {
  return image
    ? `<img src="${escapeHtml(image)}" alt="${escapeHtml(name)}" width="72" height="72" loading="lazy">`
    : `<span class="sh-noimg" aria-hidden="true"></span>`;
}

/** What the selected lines that can be bought cost at today's prices. */
export function selectedTotal(lines: readonly CartLine[]) {
  const buyable = lines.filter((l) => l.selected && l.available);
  return {
    count: buyable.reduce((n, l) => n + l.quantity, 0),
    cents: buyable.reduce((sum, l) => sum + l.priceCents * l.quantity, 0),
  };
}

function cartLine(page: PageContext, line: CartLine): string {
  const { t } = page;
  const id = `<input type="hidden" name="id" value="${line.id}">`;
  const select = postForm(
    page,
    "/s/cart/select",
    `${id}<input type="hidden" name="selected" value="${line.selected ? "0" : "1"}"><button class="sh-ghost" type="submit" aria-pressed="${line.selected}">${label(t, line.selected ? "sh.selected" : "sh.notSelected")}</button>`,
  );
  const quantity = postForm(
    page,
    "/s/cart/change",
    `${id}<label class="sf-vh" for="qty-${line.id}">${label(t, "sh.quantity")}</label><input id="qty-${line.id}" type="number" name="quantity" min="1" max="999" value="${line.quantity}" required><button class="sh-ghost" type="submit">${label(t, "sh.update")}</button>`,
  );
  const remove = postForm(
    page,
    "/s/cart/remove",
    `${id}<button class="sh-ghost" type="submit">${label(t, "sh.remove")}</button>`,
  );
  const problem = line.available
    ? ""
    : `<p class="sh-problem" data-line-problem="">${escapeHtml(line.problem || t("sh.cannotBuy"))}</p>`;
  return `<li class="sh-card" data-cart-line="${line.id}" data-selected="${line.selected}"><div class="sh-line">${lineImage(line.image, line.name)}<div><h3><a href="${escapeHtml(href(page, `/s/product/${line.goodsId}`))}">${escapeHtml(line.name)}</a></h3>${line.specText ? `<p class="sh-spec">${escapeHtml(line.specText)}</p>` : ""}<p style="margin:4px 0 0"><span class="sf-price">${yuan(line.priceCents)}</span> × ${line.quantity}</p>${problem}</div></div><div class="sh-tools">${select}${quantity}${remove}</div></li>`;
}

/** The cart: each line with its tools, the selected total and 去结算; or the empty state. */
export function cartBody(page: PageContext, lines: readonly CartLine[]): string {
  const { t } = page;
  if (lines.length === 0)
    return emptyState(
      t("sh.cartEmpty"),
      t("sh.cartEmptyHint"),
      `<a class="sf-btn" href="${escapeHtml(href(page, "/s/search"))}">${label(t, "sh.goShopping")}</a>`,
    );
  const total = selectedTotal(lines);
  const checkout =
    total.count > 0
      ? `<a class="sf-btn" style="line-height:40px;text-decoration:none" href="${escapeHtml(href(page, "/s/checkout"))}">${label(t, "sh.checkout")}</a>`
      : `<button class="sf-btn" type="button" disabled>${label(t, "sh.checkout")}</button>`;
  return `<ul class="sh-list">${lines.map((line) => cartLine(page, line)).join("")}</ul><div class="sh-sum"><span>${escapeHtml(t("sh.selectedTotal", { count: total.count }))} <strong class="sf-price" data-cart-total="">${yuan(total.cents)}</strong></span>${checkout}</div>`;
}
