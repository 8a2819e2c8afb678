import { describe, expect, it } from "vitest";
import { type Tokens, useSignedInServer } from "../modules/testing.js";
import type { TestServer } from "../testing/test-server.js";
import { addPage, component, pageDocument, validBody } from "./testing.js";

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);

/** A product as the goods screens store it (only what the public page reads). */
async function addGoods(name: string, cents: number): Promise<number> {
  const [row] = await server.database.query<{ id: number }>(
    "INSERT INTO goods (name, status, min_price_cents, max_price_cents, main_image) VALUES ($1, 1, $2, $2, '') RETURNING id",
    [name, cents],
  );
  return Number(row?.id);
}

async function publishWith(products: Array<{ id: number; name: string; price: string }>) {
  const imageList = products.map((p) => ({ ...p, type: 5, coverUrl: "", introduce: "" }));
  const { id } = await addPage(
    server,
    tokens.admin,
    validBody({ document: pageDocument([component("l1", "listswitching", { imageList })]) }),
  );
  const published = await server.call("POST", "/api/page/publish", {
    token: tokens.admin,
    body: { id },
  });
  expect(published.json?.code).toBe(0);
  return async () => (await server.call("GET", `/api/page/public/${id}?format=html`)).text;
}

describe("the public page's product lists follow the goods", () => {
  it("shows today's price, follows a change, and drops goods taken off sale or deleted", async () => {
    const cup = await addGoods("保温杯", 6900);
    const bag = await addGoods("帆布包", 4990);
    const html = await publishWith([
      { id: cup, name: "保温杯", price: "69.00" },
      { id: bag, name: "帆布包", price: "49.90" },
    ]);
    expect(await html()).toContain("69.00");

    await server.database.query("UPDATE goods SET min_price_cents = 5900 WHERE id = $1", [cup]);
    const changed = await html();
    expect(changed).toContain("59.00");
    expect(changed).not.toContain("69.00");

    await server.database.query("UPDATE goods SET status = 0 WHERE id = $1", [bag]);
    expect(await html()).not.toContain("帆布包");
    await server.database.query("UPDATE goods SET status = 1, deleted_at = now() WHERE id = $1", [
      bag,
    ]);
    expect(await html()).not.toContain("帆布包");
    expect(await html()).toContain("保温杯");
  });
});
