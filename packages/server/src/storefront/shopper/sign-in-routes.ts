import { inviterCookie } from "./invite-cookie.js";
import { loginBody, safeNext } from "./login-page.js";
import { type Fields, REFUSED, redirect, refusalText, type ShopperPageKit } from "./page-kit.js";
import { clearShopperCookie, setShopperCookie } from "./session.js";
import { href } from "./shopper-page.js";

/** The sign-in by SMS code and the sign-out. */
export function signInRoutes(kit: ShopperPageKit) {
  const { route, fields, show } = kit;

  route("GET", "/s/account/login", async (request, reply, page) => {
    const next = safeNext((request.query as Fields).next);
    return show(reply, page, page.t("sh.login"), loginBody(page, next));
  });

  route("POST", "/s/account/login/code", async (request, reply, page, api) => {
    const { phone = "", next } = fields(request);
    const sent = await api("POST", "/api/app/sendCode", { phone: phone.slice(0, 20) });
    const ok = sent.code === 0;
    return show(
      reply,
      page,
      page.t("sh.login"),
      loginBody(page, safeNext(next), phone.slice(0, 20), ok),
      ok ? { text: page.t("sh.codeSent"), kind: "notice" } : { text: refusalText(sent) },
      ok ? 200 : sent.status === 429 ? 429 : REFUSED,
    );
  });

  route("POST", "/s/account/login", async (request, reply, page, api) => {
    const { phone = "", code = "", next } = fields(request);
    const inviter = inviterCookie(request);
    const login = await api<{ token: string }>("POST", "/api/app/login", {
      phone: phone.slice(0, 20),
      code: code.slice(0, 12),
      ...(inviter ? { inviter } : {}),
    });
    if (login.code !== 0)
      return show(
        reply,
        page,
        page.t("sh.login"),
        loginBody(page, safeNext(next), phone.slice(0, 20), true),
        { text: refusalText(login) },
        REFUSED,
      );
    setShopperCookie(request, reply, login.data.token);
    return redirect(reply, safeNext(next));
  });

  route("POST", "/s/account/logout", async (request, reply, page, api) => {
    await api("POST", "/api/app/logout");
    clearShopperCookie(request, reply);
    return redirect(reply, href(page, "/s/"));
  });
}
