import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadUserAccess } from "../auth/access.js";
import { openDatabase } from "../db/database.js";
import { migrations } from "../db/migrations/index.js";
import { seedIfEmpty } from "../seed/seed.js";
import {
  ADMIN_PASSWORD,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from "../testing/test-server.js";
import { clearMediaFolders, fetchBytes, pngBytes, uploadWhole } from "./test-support.js";

let server: TestServer;
let admin: string;
let test: string;
beforeAll(async () => {
  server = await startTestServer({ env: {} });
});
afterAll(async () => server.close());
beforeEach(async () => {
  await server.reset();
  clearMediaFolders(server);
  admin = await server.signIn("admin", ADMIN_PASSWORD);
  // `test` holds the common role: upload:index, upload:add and upload:del, not upload:delAny.
  test = await server.signIn("test", TEST_PASSWORD);
});

const del = (token: string, ids: Array<number | undefined>, language?: string) =>
  server.call("GET", `/api/upload/del?id=${ids.join(",")}`, {
    token,
    ...(language ? { headers: { "accept-language": language } } : {}),
  });

describe("who may delete media", () => {
  it("records the uploader on each media row", async () => {
    const mine = await uploadWhole(server, test, pngBytes(900));
    const rows = await server.database.query<{ user_id: number; username: string }>(
      "SELECT u.user_id, s.username FROM uploads u JOIN users s ON s.id = u.user_id WHERE u.id = $1",
      [mine.json?.data.id],
    );
    expect(rows).toEqual([{ user_id: expect.any(Number), username: "test" }]);
  });

  it("lets a user delete what they uploaded, and not what someone else did", async () => {
    const theirs = await uploadWhole(server, admin, pngBytes(1000), { fileName: "admin.png" });
    const mine = await uploadWhole(server, test, pngBytes(1100), { fileName: "test.png" });
    const refused = await del(test, [theirs.json?.data.id]);
    expect(refused.json).toMatchObject({ code: 1, msg: "只能删除自己上传的文件" });
    expect((await del(test, [theirs.json?.data.id], "en")).json?.msg).toBe(
      "You can only delete media you uploaded",
    );
    expect((await del(test, [theirs.json?.data.id], "zh-TW")).json?.msg).toBe(
      "只能刪除自己上傳的檔案",
    );
    // A list with one foreign id deletes nothing at all.
    const mixed = await del(test, [mine.json?.data.id, theirs.json?.data.id]);
    expect(mixed.json?.code).toBe(1);
    expect((await fetchBytes(server, mine.json?.data.url)).response.status).toBe(200);
    expect((await fetchBytes(server, theirs.json?.data.url)).response.status).toBe(200);
    const own = await del(test, [mine.json?.data.id]);
    expect(own.json?.code).toBe(0);
    expect((await fetchBytes(server, mine.json?.data.url)).response.status).toBe(404);
    expect((await fetchBytes(server, theirs.json?.data.url)).response.status).toBe(200);
  });

  it("lets a holder of upload:delAny delete anyone's media", async () => {
    const mine = await uploadWhole(server, test, pngBytes(1200));
    const removed = await del(admin, [mine.json?.data.id]);
    expect(removed.json?.code).toBe(0);
    expect((await fetchBytes(server, mine.json?.data.url)).response.status).toBe(404);
  });
});

// Opens its own PGlite and runs every migration: slow on a busy machine.
describe("the upload:delAny grant", { timeout: 120_000 }, () => {
  it("reaches a database seeded before it existed through migration 0008, for the admin role only", async () => {
    const database = await openDatabase({});
    try {
      for (const migration of migrations.filter((m) => m.id < "0008-upload-limits"))
        await database.runScript(migration.sql);
      await seedIfEmpty(database.db, {
        adminPassword: ADMIN_PASSWORD,
        testPassword: TEST_PASSWORD,
      });
      // Such a database was seeded from a menu tree without the new buttons.
      await database.runScript(
        "DELETE FROM menus WHERE permission IN ('upload:delAny', 'upload:storage')",
      );
      const ids = await database.query<{ id: number; username: string }>(
        "SELECT id, username FROM users ORDER BY username",
      );
      const grants = async () =>
        Object.fromEntries(
          await Promise.all(
            ids.map(async (u) => {
              const access = await loadUserAccess(database.db, u.id);
              const buttons = access?.authBtnList.filter((b) => b.startsWith("upload:")) ?? [];
              return [u.username, buttons] as const;
            }),
          ),
        );
      expect((await grants()).admin).not.toContain("upload:delAny");
      const ours = migrations.find((m) => m.id === "0008-upload-limits");
      await database.runScript(ours?.sql ?? "");
      const after = await grants();
      expect(after.admin).toEqual(expect.arrayContaining(["upload:delAny", "upload:storage"]));
      expect(after.test).toEqual(["upload:add", "upload:del", "upload:index"]);
    } finally {
      await database.close();
    }
  });
});
