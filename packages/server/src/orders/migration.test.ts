import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.js";
import { migrations } from "../db/migrations/index.js";
import { seedIfEmpty } from "../seed/seed.js";

const screenQuery = `SELECT m.name, m.path, m.component, m.permission, r.sign FROM menus m
  LEFT JOIN role_menus rm ON rm.menu_id = m.id LEFT JOIN roles r ON r.id = rm.role_id
  WHERE m.name IN ('orderIndex', 'orderList', 'orderRefunds') OR m.permission LIKE 'order:%'
  ORDER BY m.name DESC, m.permission`;
const ROWS = [
  {
    name: "orderRefunds",
    path: "/order/refunds",
    component: "order/refunds/index",
    permission: "",
    sign: "admin",
  },
  {
    name: "orderList",
    path: "/order/list",
    component: "order/list/index",
    permission: "",
    sign: "admin",
  },
  {
    name: "orderIndex",
    path: "/order",
    component: "layout/routerView/parent",
    permission: "",
    sign: "admin",
  },
  ...[
    "cancel",
    "export",
    "index",
    "refund",
    "refund:export",
    "refund:index",
    "refund:retry",
    "remark",
    "ship",
  ].map((action) => ({
    name: "",
    path: "",
    component: "",
    permission: `order:${action}`,
    sign: "admin",
  })),
];
const passwords = { adminPassword: "Admin-pass-1", testPassword: "Test-pass-1" };

// Each test opens its own PGlite and runs every migration: slow on a busy machine.
describe("the order screen's menu rows on every kind of database", { timeout: 240_000 }, () => {
  it("a database seeded before orders existed gets the screen and its buttons, granted to admin", async () => {
    const database = await openDatabase({});
    try {
      const ours = migrations.find((m) => m.id === "0025-orders")!;
      const before = migrations.slice(0, migrations.indexOf(ours));
      for (const migration of before) await database.runScript(migration.sql);
      await seedIfEmpty(database.db, passwords);
      // As the seed was before orders: without their rows.
      await database.runScript(
        "DELETE FROM menus WHERE name IN ('orderIndex', 'orderList', 'orderRefunds') OR permission LIKE 'order:%'",
      );
      for (const migration of migrations.slice(migrations.indexOf(ours)))
        await database.runScript(migration.sql);
      expect(await database.query(screenQuery)).toEqual(ROWS);
    } finally {
      await database.close();
    }
  });

  it("a first start gets them once, from the seed, and the order tables are there", async () => {
    const database = await openDatabase({});
    try {
      for (const migration of migrations) await database.runScript(migration.sql);
      expect(await database.query(screenQuery)).toEqual([]);
      await seedIfEmpty(database.db, passwords);
      expect(await database.query(screenQuery)).toEqual(ROWS);
      const tables = await database.query<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables
         WHERE table_name IN ('shopper_addresses', 'cart_lines', 'orders', 'order_lines',
           'order_payments', 'order_events', 'order_refunds') ORDER BY table_name`,
      );
      expect(tables.map((t) => t.name)).toEqual([
        "cart_lines",
        "order_events",
        "order_lines",
        "order_payments",
        "order_refunds",
        "orders",
        "shopper_addresses",
      ]);
    } finally {
      await database.close();
    }
  });
});
