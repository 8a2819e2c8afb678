import { describe, expect, it } from "vitest";
import { createReadCache, quotedNames, readCacheMs } from "./read-cache.js";
import { createWriteWatch } from "./write-watch.js";

function setup(ttlMs = 5_000) {
  const clock = { now: 10_000 };
  const writes = createWriteWatch(() => clock.now);
  const cache = createReadCache<number>({ ttlMs, writes, settleMs: 1_000, now: () => clock.now });
  let calls = 0;
  let total = 7;
  const compute = async () => {
    calls++;
    return total;
  };
  return {
    clock,
    writes,
    ask: () => cache.get("k", ["users"], compute),
    calls: () => calls,
    setTotal: (n: number) => {
      total = n;
    },
  };
}

describe("read cache", () => {
  it("answers a repeated count from memory within its lifetime, then asks again", async () => {
    const s = setup();
    expect(await s.ask()).toBe(7);
    s.clock.now += 4_999;
    expect(await s.ask()).toBe(7);
    expect(s.calls()).toBe(1);
    s.clock.now += 1;
    s.setTotal(8);
    expect(await s.ask()).toBe(8);
    expect(s.calls()).toBe(2);
  });

  it("shares one query among identical counts asked at the same moment", async () => {
    const s = setup();
    const answers = await Promise.all([s.ask(), s.ask(), s.ask()]);
    expect(answers).toEqual([7, 7, 7]);
    expect(s.calls()).toBe(1);
  });

  it("counts again after a write to a table the query reads", async () => {
    const s = setup();
    await s.ask();
    s.clock.now += 10;
    s.writes.notice('insert into "users" ("username") values ($1)');
    s.setTotal(8);
    expect(await s.ask()).toBe(8);
    expect(s.calls()).toBe(2);
  });

  it("does not trust a count begun within the settle time of a write", async () => {
    const s = setup();
    s.writes.notice('update "users" set "status" = $1');
    await s.ask();
    s.clock.now += 500;
    await s.ask();
    expect(s.calls()).toBe(2);
    s.clock.now += 1_000;
    await s.ask();
    await s.ask();
    expect(s.calls()).toBe(3);
  });

  it("ignores writes to tables the query does not read", async () => {
    const s = setup();
    await s.ask();
    s.writes.notice('update "sessions" set "last_seen_at" = $1');
    await s.ask();
    expect(s.calls()).toBe(1);
  });

  it("forgets a read that failed", async () => {
    const cache = createReadCache<number>({
      ttlMs: 5_000,
      writes: createWriteWatch(() => 0),
      now: () => 0,
    });
    await expect(cache.get("k", [], () => Promise.reject(new Error("down")))).rejects.toThrow(
      "down",
    );
    await Promise.resolve();
    expect(await cache.get("k", [], async () => 3)).toBe(3);
  });

  it("does not remember an answer its keep rule turns down", async () => {
    const cache = createReadCache<string>({
      ttlMs: 5_000,
      writes: createWriteWatch(() => 0),
      keep: (answer) => answer === "ok",
      now: () => 10_000,
    });
    let calls = 0;
    const read = async () => (++calls === 1 ? "missing" : "ok");
    expect(await cache.get("t", [], read)).toBe("missing");
    await Promise.resolve();
    expect(await cache.get("t", [], read)).toBe("ok");
    expect(await cache.get("t", [], read)).toBe("ok");
    expect(calls).toBe(2);
  });

  it("is off when its lifetime is 0", async () => {
    const s = setup(0);
    await s.ask();
    await s.ask();
    expect(s.calls()).toBe(2);
  });

  it("reads its lifetime from VITRINE_READ_CACHE_MS", () => {
    expect(readCacheMs({})).toBe(5_000);
    expect(readCacheMs({ VITRINE_READ_CACHE_MS: "0" })).toBe(0);
    expect(readCacheMs({ VITRINE_READ_CACHE_MS: "nonsense" })).toBe(5_000);
  });

  it("finds the tables a generated statement names", () => {
    expect(
      quotedNames(
        'select count(*) from "users" where exists (select 1 from "user_roles" where "user_roles"."user_id" = "users"."id")',
      ),
    ).toEqual(["users", "user_roles", "user_id", "id"]);
  });
});
