/**
 * The spec chooser of the product page. The server draws a radio group per spec and a table of
 * every SKU (what a shopper without script reads); once one option of each group is chosen, the
 * script shows that SKU's price (and its activity price, or no activity block when none covers
 * it), stock and picture, marks its row in the table, and hands its id to the cart hook (the
 * button's data-sku-id) for the orders issue.
 */

export interface SkuView {
  id: number;
  /** Its option ids, one per spec group. */
  o: number[];
  /** Its price as shown ("¥12.00"). */
  p: string;
  /** Its stock. */
  s: number;
  /** Its own picture, if any. */
  i: string;
  /** Its activity price as shown ("¥9.90") while an activity runs on it, and that activity's label. */
  a?: string;
  l?: string;
}

/** The SKU made of exactly the chosen options (in any order), if every group has one. */
export function skuFor(skus: readonly SkuView[], chosen: readonly number[]): SkuView | undefined {
  return skus.find(
    (sku) => sku.o.length === chosen.length && sku.o.every((id) => chosen.includes(id)),
  );
}

function enhance(root: HTMLElement) {
  const form = root.querySelector<HTMLFormElement>("[data-sf-specs]");
  if (!form) return;
  let skus: SkuView[];
  try {
    skus = JSON.parse(form.dataset.skus ?? "[]") as SkuView[];
  } catch {
    return;
  }
  const groups = [...form.querySelectorAll("fieldset")];
  const price = root.querySelector<HTMLElement>("[data-sf-price]");
  const stock = root.querySelector<HTMLElement>("[data-sf-stock]");
  const picture = root.querySelector<HTMLImageElement>("[data-sf-main]");
  const cart = root.querySelector<HTMLElement>("[data-cart-hook]");
  const table = root.querySelector<HTMLElement>("[data-sf-sku-table]");
  const deal = root.querySelector<HTMLElement>("[data-sf-deal]");
  const dealPrice = deal?.querySelector<HTMLElement>("[data-sf-deal-price]");
  const dealLabel = deal?.querySelector<HTMLElement>("[data-sf-deal-label]");
  const stockText = root.dataset.msgStock ?? "{count}";
  const soldOut = root.dataset.msgSoldOut ?? "";
  const firstPicture = picture?.getAttribute("src") ?? "";
  form.addEventListener("change", () => {
    const chosen = groups
      .map((group) => group.querySelector<HTMLInputElement>("input:checked")?.value)
      .filter((value): value is string => value !== undefined)
      .map(Number);
    if (chosen.length !== groups.length) return;
    const sku = skuFor(skus, chosen);
    if (!sku) return;
    if (price) price.textContent = sku.p;
    if (deal) {
      deal.hidden = !sku.a;
      if (dealPrice && sku.a) dealPrice.textContent = sku.a;
      if (dealLabel && sku.l) dealLabel.textContent = sku.l;
      // The sale price is struck out only beside an activity price.
      price?.classList.toggle("sf-was", Boolean(sku.a));
    }
    for (const row of table?.querySelectorAll<HTMLElement>("tr[data-sku-id]") ?? [])
      row.toggleAttribute("aria-current", row.dataset.skuId === String(sku.id));
    if (stock)
      stock.textContent = sku.s > 0 ? stockText.replace("{count}", String(sku.s)) : soldOut;
    if (picture) picture.src = sku.i || firstPicture;
    if (cart) cart.dataset.skuId = String(sku.id);
    root.dataset.sfSku = String(sku.id);
  });
}

/** The product page's chooser, when `scope` holds one. */
export function enhanceProduct(scope: ParentNode) {
  for (const root of scope.querySelectorAll<HTMLElement>('[data-sf="product"]')) enhance(root);
}
