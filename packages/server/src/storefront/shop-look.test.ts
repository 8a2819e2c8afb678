import { describe, expect, it } from "vitest";
import { makeGoods } from "../marketing/testing.js";
import { type Tokens, useSignedInServer } from "../modules/testing.js";
import { addPage, component, pageDocument } from "../pages/testing.js";
import type { TestServer } from "../testing/test-server.js";
import { shopColour } from "./theme.js";

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);

const get = (url: string, headers: Record<string, string> = {}) =>
  server.call("GET", url, { headers: { "accept-language": "zh-CN", ...headers } });

async function changeSettings(body: Record<string, unknown>) {
  const saved = await server.call("POST", "/api/settings/site", { token: tokens.admin, body });
  expect(saved.json?.code).toBe(0);
}

describe("the shop's title and theme colour from the site settings", () => {
  it("reach a published page and a product page with the next request, with a new ETag", async () => {
    const { goodsId } = await makeGoods(server, "帆布包", [5900]);
    // A floating button and a product card: both drawn in the shop's accent when no colour is set.
    const document = pageDocument(
      [
        component("list", "listswitching", {
          imageList: [{ id: goodsId, name: "帆布包", price: "59.00", coverUrl: "" }],
        }),
        component("caption", "captiontext", { name: "新品", description: "每周上新" }),
        component("float", "suspension"),
      ],
      { name: "春季上新" },
    );
    const { id } = await addPage(server, tokens.admin, {
      name: "春季上新",
      details: "春季上新",
      classification: "home",
      document,
    });
    const published = await server.call("POST", "/api/page/publish", {
      token: tokens.admin,
      body: { id },
    });
    expect(published.json?.code, published.text).toBe(0);
    const path = `/api/page/public/${id}?format=html`;

    const before = await get(path);
    expect(before.status).toBe(200);
    expect(before.text).toContain("<title>春季上新 - Vitrine</title>");
    const defaultColour = shopColour("#409eff");
    expect(before.text).toContain(`<meta name="theme-color" content="${defaultColour}">`);
    // The previews' red is the shop's colour on a published page.
    expect(before.text).not.toContain("#e60a22");
    expect(before.text).toContain(defaultColour);
    // The previews' muted grey (2.9:1) is darkened to read (5.5:1).
    expect(before.text).not.toContain("#969799");
    const etag = before.headers.get("etag")!;
    expect((await get(path, { "if-none-match": etag })).status).toBe(304);

    await changeSettings({ globalTitle: "春风小铺", primaryColor: "#0b8a3c" });
    const green = shopColour("#0b8a3c");
    const after = await get(path, { "if-none-match": etag });
    // The old validator no longer matches: the page is sent again, in the new look.
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(after.text).toContain("<title>春季上新 - 春风小铺</title>");
    expect(after.text).toContain(`<meta name="theme-color" content="${green}">`);
    expect(after.text).toContain(`<meta property="og:site_name" content="春风小铺">`);
    expect(after.text).not.toContain(defaultColour);
    expect(after.text).toContain(green);

    const productPage = (await get(`/s/product/${goodsId}`)).text;
    expect(productPage).toContain("<title>帆布包 - 春风小铺</title>");
    expect(productPage).toContain(`.sf-price{color:${green}`);
    expect(productPage).toContain("<strong>春风小铺</strong>");
  });
});
