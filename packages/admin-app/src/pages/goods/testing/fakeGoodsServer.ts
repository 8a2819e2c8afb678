import { type FakeCall, fakeServer, ok } from "../../../components/module/moduleFixtures";
import type { CategoryNode, GoodsDetail, GoodsRow } from "../goodsApi";

/** Categories of the unit tests and stories: 服装 › 上衣, and 图书. */
export const CATEGORY_TREE: CategoryNode[] = [
  {
    id: 1,
    name: "服装",
    parentId: 0,
    children: [{ id: 2, name: "上衣", parentId: 1, children: [] }],
  },
  { id: 3, name: "图书", parentId: 0, children: [] },
];

export function goodsRow(id: number, name: string, extra: Partial<GoodsRow> = {}): GoodsRow {
  return {
    id,
    name,
    categoryId: 2,
    categoryName: "上衣",
    type: 5,
    status: 1,
    mainImage: "",
    price: "19.90",
    minPriceCents: 1990,
    stockTotal: 8,
    sales: 3,
    sort: 0,
    createdAt: "2026-11-20T02:00:00Z",
    deletedAt: null,
    ...extra,
  };
}

/** A stored product with 2 colours × 2 sizes, as `/goods/detail` answers it. */
export function shirtDetail(): GoodsDetail {
  return {
    id: 7,
    name: "纯棉T恤",
    categoryId: 2,
    categoryPath: [1, 2],
    type: 5,
    status: 1,
    unit: "件",
    images: [{ url: "/uploads/shirt.png" }],
    mainImage: "/uploads/shirt.png",
    videoUrl: "",
    specMode: 2,
    specs: [
      {
        specId: 1,
        name: "颜色",
        values: [
          { id: 11, name: "红" },
          { id: 12, name: "蓝" },
        ],
      },
      {
        specId: 2,
        name: "尺码",
        values: [
          { id: 21, name: "M" },
          { id: 22, name: "L" },
        ],
      },
    ],
    skus: [
      [11, 21],
      [11, 22],
      [12, 21],
      [12, 22],
    ].map((optionIds, index) => ({
      id: 100 + index,
      optionIds,
      price: `${19 + index}.90`,
      originalPrice: "30.00",
      costPrice: "8.00",
      stock: 5,
      image: "",
      weight: "0.00",
      volume: "0.00",
    })),
    description: "<p>好穿</p>",
    deliveryMethods: ["express"],
    freightMode: 1,
    freightFee: "0.00",
    freightTemplateId: 0,
    weight: "0.30",
    volume: "0.00",
    virtualSales: 0,
    sort: 0,
    points: 0,
    purchaseLimitMode: 0,
    purchaseLimit: 0,
    presale: false,
    presaleStart: null,
    presaleEnd: null,
    presaleShipDays: 0,
    recommend: [],
    seoKeywords: "",
    seoDescription: "",
  };
}

export interface FakeGoodsOptions {
  rows?: GoodsRow[];
  detail?: GoodsDetail;
  /** The answer of `/goods/save`: an envelope (a refusal) instead of success. */
  refuseSave?: { msg: string; errors: Array<{ field: string; message: string }> };
}

/**
 * The goods calls held in memory behind the app's real client, answering in the shapes of
 * packages/server/src/goods/API.md; every call is recorded so tests read the requests sent.
 */
export function fakeGoodsServer(options: FakeGoodsOptions = {}) {
  const rows = options.rows ?? [goodsRow(7, "纯棉T恤"), goodsRow(8, "帆布包", { price: "49.90" })];
  const specs = [
    { id: 1, name: "颜色" },
    { id: 2, name: "尺码" },
  ];
  const values: Record<number, Array<{ id: number; name: string }>> = {
    1: [
      { id: 11, name: "红" },
      { id: 12, name: "蓝" },
    ],
    2: [
      { id: 21, name: "M" },
      { id: 22, name: "L" },
    ],
  };
  let nextId = 500;
  const body = (call: FakeCall) => (call.body ?? {}) as Record<string, unknown>;

  const server = fakeServer((call) => {
    switch (call.path) {
      case "/goods/index": {
        const tab = body(call).tab;
        const shown = rows.filter((row) =>
          tab === "recycle" ? row.deletedAt !== null : row.deletedAt === null,
        );
        return ok({ total: shown.length, data: shown });
      }
      case "/goods/counts":
        return ok({
          all: rows.length,
          onSale: rows.length,
          offSale: 0,
          soldOut: 0,
          lowStock: 1,
          recycle: 0,
          lowStockThreshold: 10,
        });
      case "/goods/detail":
        return ok(options.detail ?? shirtDetail());
      case "/goods/save":
        if (options.refuseSave) {
          return {
            code: 1,
            msg: options.refuseSave.msg,
            data: { errors: options.refuseSave.errors },
          };
        }
        return ok({ id: 99 });
      case "/goodsCategory/list":
        return ok(CATEGORY_TREE);
      case "/goodsSpec/list":
        return ok(specs);
      case "/goodsSpecValue/list":
        return ok(values[Number(body(call).specId)] ?? []);
      case "/goodsSpec/ensure": {
        const { name, values: names } = body(call) as { name: string; values: string[] };
        let spec = specs.find((s) => s.name === name);
        if (!spec) {
          spec = { id: nextId++, name };
          specs.push(spec);
        }
        values[spec.id] ??= [];
        const list = values[spec.id] ?? [];
        const answered = names.map((n) => {
          let value = list.find((v) => v.name === n);
          if (!value) {
            value = { id: nextId++, name: n };
            list.push(value);
          }
          return value;
        });
        return ok({ specId: spec.id, name: spec.name, values: answered });
      }
      case "/freightTemplate/list":
        return ok([{ id: 4, name: "全国包邮", billing: 1 }]);
      case "/goods/settings":
        return ok({ lowStockThreshold: 10, defaultUnit: "件" });
      default:
        return ok(null);
    }
  });
  /** The bodies sent to one path, in order. */
  const sent = (path: string) =>
    server.calls
      .filter((call) => call.path === path)
      .map((call) => call.body as Record<string, unknown>);
  return { ...server, sent };
}
