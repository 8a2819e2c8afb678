import { describe, expect, it } from "vitest";
import { createWriteWatch } from "./write-watch.js";

describe("write watch", () => {
  it("marks the table a drizzle or raw write names, and only that table", () => {
    let time = 100;
    const watch = createWriteWatch(() => time);
    watch.notice('insert into "operation_logs" ("user_id") values ($1)');
    time = 200;
    watch.notice("UPDATE users SET login_time = now() WHERE id = $1");
    time = 300;
    watch.notice('delete from "public"."sessions" where "id" = $1');
    expect(watch.lastWrite(["operation_logs"])).toBe(100);
    expect(watch.lastWrite(["users", "operation_logs"])).toBe(200);
    expect(watch.lastWrite(["sessions"])).toBe(300);
    expect(watch.lastWrite(["roles"])).toBe(0);
  });

  it("ignores reads", () => {
    const watch = createWriteWatch(() => 50);
    watch.notice('select count(*) from "users" where "status" = $1');
    watch.notice("  SELECT 1");
    expect(watch.lastWrite(["users"])).toBe(0);
  });

  it("treats a statement it cannot attribute, or a script, as a write to every table", () => {
    let time = 10;
    const watch = createWriteWatch(() => time);
    watch.notice("WITH moved AS (DELETE FROM a RETURNING *) INSERT INTO b SELECT * FROM moved");
    expect(watch.lastWrite(["anything"])).toBe(10);
    time = 20;
    watch.touchAll();
    expect(watch.lastWrite([])).toBe(20);
  });
});
