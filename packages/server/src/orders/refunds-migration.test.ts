import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.js";
import { migrations } from "../db/migrations/index.js";
import { seedIfEmpty } from "../seed/seed.js";

const passwords = { adminPassword: "Admin-pass-1", testPassword: "Test-pass-1" };

// Opens its own PGlite and runs every migration: slow on a busy machine.
describe("migration 0034 on a database with refunds before it", { timeout: 240_000 }, () => {
  it("copies past refunds into the record, counts them on the order and makes refundDue payments due", async () => {
    const database = await openDatabase({});
    try {
      const ours = migrations.find((m) => m.id === "0034-order-refunds")!;
      for (const migration of migrations.slice(0, migrations.indexOf(ours)))
        await database.runScript(migration.sql);
      await seedIfEmpty(database.db, passwords);
      await database.runScript(`
        INSERT INTO orders (id, order_no, app_user_id, status, goods_cents, total_cents, paid_cents,
                            contact, phone, region, address, pay_deadline, close_reason)
        VALUES (1, 'A1', 900001, 4, 5000, 5000, 5000, '张三', '13800138000', '4403', '科技园',
                now(), 'refunded'),
               (2, 'A2', 900001, 1, 3000, 3000, 3000, '李四', '13800138001', '4403', '科技园', now(), '');
        INSERT INTO order_payments (order_id, provider, provider_tx_id, paid_cents, outcome)
        VALUES (1, 'dev', 'T1', 5000, 'refunded'), (2, 'dev', 'T2', 3000, 'paid'),
               (2, 'dev', 'T3', 3000, 'refundDue');
        INSERT INTO order_events (order_id, type, actor, detail) VALUES
          (1, 'refunded', 'admin', '{"refundedCents": 5000, "providerRefundId": "R-1"}'),
          (2, 'lineRefunded', 'admin',
           '{"lineId": 4, "units": 1, "cents": 1200, "refundNo": "A2-L4-1", "reason": "破损"}');
      `);
      for (const migration of migrations.slice(migrations.indexOf(ours)))
        await database.runScript(migration.sql);

      expect(
        await database.query(
          `SELECT order_no, kind, refund_no, amount_cents::int, state, reason, actor
           FROM order_refunds ORDER BY refund_no`,
        ),
      ).toEqual([
        {
          order_no: "A1",
          kind: "order",
          refund_no: "A1-R1",
          amount_cents: 5000,
          state: "succeeded",
          reason: "",
          actor: "admin",
        },
        {
          order_no: "A2",
          kind: "line",
          refund_no: "A2-L4-1",
          amount_cents: 1200,
          state: "succeeded",
          reason: "破损",
          actor: "admin",
        },
        {
          order_no: "A2",
          kind: "payment",
          refund_no: expect.stringMatching(/^A2-P\d+$/),
          amount_cents: 3000,
          state: "pending",
          reason: "",
          actor: "system",
        },
      ]);
      expect(
        await database.query("SELECT id, refunded_cents::int FROM orders ORDER BY id"),
      ).toEqual([
        { id: 1, refunded_cents: 5000 },
        { id: 2, refunded_cents: 1200 },
      ]);
    } finally {
      await database.close();
    }
  });
});
