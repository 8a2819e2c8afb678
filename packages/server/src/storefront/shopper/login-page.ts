import { escapeHtml } from "../document.js";
import { label, type PageContext, postForm } from "./shopper-page.js";

/**
 * Where a signed-in shopper goes next: an address of the shop's own pages only (`/s/...` or the
 * payment pages), never another site (`//evil.example`, `/\evil`) nor the sign-in page itself.
 */
export function safeNext(raw: unknown): string {
  const next = typeof raw === "string" ? raw : "";
  if (!/^\/(s|pay)\/[\w\-./?=&%]*$/.test(next) || next.startsWith("/s/account/"))
    return "/s/orders";
  return next;
}

/**
 * The sign-in page: phone first; once a code was sent, the code field too. Two plain forms, so it
 * works without script: 获取验证码 posts the phone, 登录 posts phone and code.
 */
export function loginBody(page: PageContext, next: string, phone = "", codeSent = false): string {
  const { t } = page;
  const nextField = `<input type="hidden" name="next" value="${escapeHtml(next)}">`;
  const phoneField = `<label class="sh-field">${label(t, "sh.phone")}<input name="phone" type="tel" inputmode="numeric" autocomplete="tel" maxlength="11" required value="${escapeHtml(phone)}"></label>`;
  const send = postForm(
    page,
    "/s/account/login/code",
    `${nextField}${phoneField}<button class="sh-ghost" type="submit">${label(t, "sh.sendCode")}</button>`,
  );
  const signIn = codeSent
    ? postForm(
        page,
        "/s/account/login",
        `${nextField}<input type="hidden" name="phone" value="${escapeHtml(phone)}"><label class="sh-field">${label(t, "sh.code")}<input name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required autofocus></label><button class="sf-btn sh-wide" type="submit">${label(t, "sh.signIn")}</button>`,
      )
    : "";
  return `<section class="sh-card"><h1 style="margin:0 0 6px;font-size:18px">${label(t, "sh.login")}</h1><p style="margin:0 0 12px;font-size:13px;color:#646566">${label(t, "sh.loginHint")}</p>${send}${signIn ? `<div style="margin-top:12px">${signIn}</div>` : ""}</section>`;
}
