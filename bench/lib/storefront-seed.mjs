// A shop to measure in the browser (issue 32): the original's 22-component default page published
// at /s/bench, and a two-spec product with its product page. Everything goes through the admin's
// own calls, as an operator would set it up.
import { fromLegacyPage, originalDefaultExport } from "@vitrine/editor-core";
import { signInAdmin } from "./server.mjs";

async function call(url, path, token, body) {
  const answer = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = await answer.json();
  if (json.code !== 0) throw new Error(`${path} refused: ${json.msg} ${JSON.stringify(json.data)}`);
  return json.data;
}

/** Publishes the default page at /s/bench; answers its path. */
export async function publishDefaultPage(url, token) {
  const document = fromLegacyPage(originalDefaultExport(), { locale: "zh-cn" });
  // The tab bar is pinned to the page's bottom: publishing refuses it anywhere but last.
  const components = [
    ...document.components.filter((c) => c.type !== "tabBar"),
    ...document.components.filter((c) => c.type === "tabBar"),
  ];
  const settings = {
    ...document.settings,
    name: "页面标题",
    details: "春季新品、限时秒杀和店铺精选，一页看全。",
    classification: "home",
  };
  const page = await call(url, "/api/page/add", token, {
    name: "页面标题",
    details: settings.details,
    classification: "home",
    document: { ...document, settings, components },
  });
  await call(url, "/api/page/publish", token, { id: page.id });
  await call(url, "/api/page/address", token, { id: page.id, slug: "bench" });
  return "/s/bench";
}

/** A T-shirt in two colours × two sizes; answers its product page's path. */
export async function createProduct(url, token) {
  const category = await call(url, "/api/goodsCategory/add", token, { name: "服饰", parentId: 0 });
  const colour = await call(url, "/api/goodsSpec/ensure", token, {
    name: "颜色",
    values: ["红色", "蓝色"],
  });
  const size = await call(url, "/api/goodsSpec/ensure", token, {
    name: "尺码",
    values: ["M", "L"],
  });
  const prices = ["19.90", "21.00", "23.00", "25.50"];
  const skus = colour.values.flatMap((c, ci) =>
    size.values.map((s, si) => ({
      optionIds: [c.id, s.id],
      price: prices[ci * 2 + si],
      stock: 10 + ci * 2 + si,
    })),
  );
  const product = await call(url, "/api/goods/save", token, {
    name: "纯棉圆领T恤",
    categoryId: category.id,
    specMode: 2,
    specs: [
      { specId: colour.specId, values: colour.values },
      { specId: size.specId, values: size.values },
    ],
    skus,
    description: "<p>100% 新疆长绒棉，透气柔软，四季可穿。</p>",
  });
  return `/s/product/${product.id}`;
}

/** Signs in and seeds both; answers the paths to measure. */
export async function seedShop(url, password) {
  const token = await signInAdmin(url, password);
  return { page: await publishDefaultPage(url, token), product: await createProduct(url, token) };
}
