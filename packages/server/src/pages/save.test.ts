import { createDocument, validateDocument } from "@vitrine/editor-core";
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

const add = (body: unknown, headers: Record<string, string> = {}) =>
  server.call("POST", "/api/page/add", { token: tokens.admin, body, headers });
const info = async (id: number) =>
  (await server.call("GET", `/api/page/info?id=${id}`, { token: tokens.admin })).json?.data;

describe("page fields", () => {
  it("asks for name, description and category with the spec's words, every one at once", async () => {
    const result = await add({ document: pageDocument() });
    expect(result.json?.code).toBe(1);
    expect(result.json?.msg).toBe("请输入页面名称");
    expect(result.json?.data.errors).toEqual([
      { field: "name", message: "请输入页面名称" },
      { field: "details", message: "请输入页面描述" },
      { field: "classification", message: "请选择页面分类" },
    ]);
  });

  it("answers in English and Traditional Chinese when asked", async () => {
    const en = await add({ details: "d", classification: "home" }, { "accept-language": "en" });
    expect(en.json?.msg).toBe("Enter the page name");
    const tw = await add({ name: "n", details: "d" }, { "accept-language": "zh-TW" });
    expect(tw.json?.msg).toBe("請選擇頁面分類");
  });

  it("allows 25 characters in a name and refuses 26 with the editor's own words", async () => {
    const ok = await add(validBody({ name: "页".repeat(25) }));
    expect(ok.json?.code).toBe(0);
    const long = await add(validBody({ name: "页".repeat(26) }));
    expect(long.json).toMatchObject({ code: 1, msg: "页面名称最多输入25个字符" });
    const settings = { name: "页".repeat(26), details: "d", classification: "home" };
    const editorSays = validateDocument(createDocument({ settings }))[0]?.message;
    expect(long.json?.msg).toBe(editorSays);
  });

  it("allows 200 characters in a description and refuses 201, as the editor does", async () => {
    const ok = await add(validBody({ details: "描".repeat(200) }));
    expect(ok.json?.code).toBe(0);
    const long = await add(validBody({ details: "描".repeat(201) }), { "accept-language": "en" });
    expect(long.json).toMatchObject({
      code: 1,
      msg: "The page description allows at most 200 characters",
      data: {
        errors: [
          { field: "details", message: "The page description allows at most 200 characters" },
        ],
      },
    });
    const settings = { name: "n", details: "描".repeat(201), classification: "home" };
    const editorSays = validateDocument(createDocument({ settings }), { locale: "en" })[0]?.message;
    expect(long.json?.msg).toBe(editorSays);
  });

  it("refuses a category that is not in the page category dictionary", async () => {
    const result = await add(validBody({ classification: "nope" }));
    expect(result.json).toMatchObject({ code: 1, msg: "所选页面分类不存在" });
    const options = await server.call("POST", "/api/dic/options", {
      token: tokens.admin,
      body: { code: "page_classification" },
    });
    expect(options.json?.data).toContainEqual({ label: "活动页", value: "activity" });
  });

  it("refuses an unreadable document with editor-core's message and stores nothing", async () => {
    const result = await add(validBody({ document: { schemaVersion: 1, components: "x" } }));
    expect(result.json?.code).toBe(1);
    expect(result.json?.msg).toMatch(/^页面数据无法读取：.+/);
    const unknown = await add(
      validBody({ document: pageDocument([component("a", "no-such-component")]) }),
    );
    expect(unknown.json?.code).toBe(1);
    const list = await server.call("POST", "/api/page/index", { token: tokens.admin, body: {} });
    expect(list.json?.data.total).toBe(0);
  });
});

describe("saving", () => {
  it("creates version 1, answers the document in info but not in the list", async () => {
    const { id, version } = await addPage(server, tokens.admin);
    expect(version).toBe(1);
    const row = await info(id);
    expect(row).toMatchObject({
      id,
      name: "Spring sale",
      status: "draft",
      version: 1,
      classification: "activity",
    });
    expect(row.document.components[0]).toMatchObject({ id: "c1", type: "captiontext" });
    // The row's fields are the truth; the document's settings repeat them.
    expect(row.document.settings).toMatchObject({
      name: "Spring sale",
      classification: "activity",
    });
    const list = await server.call("POST", "/api/page/index", {
      token: tokens.admin,
      body: { name: "spring", status: "draft", order_field: "updated_at", order_type: "desc" },
    });
    expect(list.json?.data.total).toBe(1);
    expect(list.json?.data.data[0]).not.toHaveProperty("document");
    expect(list.json?.data.data[0]).not.toHaveProperty("publishedDocument");
  });

  it("reads the original system's record and migrates it into our format", async () => {
    const legacy = {
      id: 7,
      name: "Old page",
      templateJson: JSON.stringify({ name: "Old page", details: "imported", isBack: true }),
      component: JSON.stringify([
        {
          component: "notice",
          text: "公告",
          type: "1-7",
          active: false,
          style: "noticestyle",
          setStyle: { noticeText: "Hello", backColor: "#fff", textColor: "#000" },
        },
      ]),
    };
    const { id } = await addPage(server, tokens.admin, validBody({ document: legacy }));
    const row = await info(id);
    expect(row.document.schemaVersion).toBe(1);
    expect(row.document.components).toHaveLength(1);
    expect(row.document.components[0]).toMatchObject({ type: "notice" });
    expect(row.document.components[0].props.noticeText).toBe("Hello");
  });

  it("sanitises rich text and script links on save", async () => {
    const { id } = await addPage(
      server,
      tokens.admin,
      validBody({
        document: pageDocument([
          component("r", "richtext", {
            myValue:
              '<p onclick="steal()">Hi<script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">go</a></p>',
          }),
          component("c", "captiontext", {
            name: "Title",
            more: {
              show: true,
              type: 0,
              text: "more",
              httpType: "11",
              http: { externalLink: " JaVa\tscript:alert(4)" },
            },
          }),
        ]),
      }),
    );
    const stored = JSON.stringify((await info(id)).document);
    expect(stored).not.toMatch(/<script|javascript|onclick|onerror|alert/i);
    expect(stored).toContain("Hi");
    expect(stored).toContain("x.png");
  });

  it("saves with the current version, increments it and refuses a stale one without overwriting", async () => {
    const { id } = await addPage(server, tokens.admin);
    const second = await add(validBody({ id, version: 1, name: "Second" }));
    expect(second.json).toMatchObject({ code: 0, data: { id, version: 2 } });

    const stale = await add(validBody({ id, version: 1, name: "Stale" }));
    expect(stale.json).toEqual({
      code: 1,
      msg: "页面已被他人修改，请刷新后再保存",
      data: { currentVersion: 2 },
    });
    const en = await add(validBody({ id, version: 1, name: "Stale" }), { "accept-language": "en" });
    expect(en.json?.msg).toBe("This page was changed by someone else; reload it before saving");
    expect(await info(id)).toMatchObject({ name: "Second", version: 2 });
  });

  it("requires the version when saving an existing page", async () => {
    const { id } = await addPage(server, tokens.admin);
    for (const version of [undefined, "x", 0, 1.5, { v: 1 }]) {
      const result = await add(validBody({ id, version }));
      expect(result.json?.code, String(version)).toBe(1);
    }
    expect((await info(id)).version).toBe(1);
  });

  it("lets exactly one of two concurrent saves with the same version win", async () => {
    const { id } = await addPage(server, tokens.admin);
    const results = await Promise.all(
      ["A", "B", "C"].map((name) => add(validBody({ id, version: 1, name }))),
    );
    const won = results.filter((r) => r.json?.code === 0);
    const lost = results.filter((r) => r.json?.code === 1);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(2);
    for (const r of lost) expect(r.json?.data).toEqual({ currentVersion: 2 });
    const row = await info(id);
    expect(row.version).toBe(2);
    expect(row.name).toBe(["A", "B", "C"][results.findIndex((r) => r.json?.code === 0)]);
    const revisions = await server.call("POST", "/api/page/revisions", {
      token: tokens.admin,
      body: { id },
    });
    expect(revisions.json?.data).toHaveLength(2);
  });

  it("writes an operation log row for every change", async () => {
    const { id } = await addPage(server, tokens.admin);
    await add(validBody({ id, version: 1, name: "Renamed" }));
    const logs = await server.database.query<{ action: string; ids: string; username: string }>(
      "SELECT action, ids, username FROM operation_logs WHERE module = 'page' ORDER BY id",
    );
    expect(logs).toEqual([
      { action: "add", ids: String(id), username: "admin" },
      { action: "edit", ids: String(id), username: "admin" },
    ]);
  });
});

describe("revisions and restore", () => {
  it("lists every save newest first and restores one as a new version", async () => {
    const { id } = await addPage(server, tokens.admin, validBody({ name: "First" }));
    await add(
      validBody({
        id,
        version: 1,
        name: "Second",
        document: pageDocument([component("n", "notice", { noticeText: "Two" })]),
      }),
    );
    const listed = await server.call("POST", "/api/page/revisions", {
      token: tokens.admin,
      body: { id },
    });
    expect(listed.json?.data.map((r: { revision: number }) => r.revision)).toEqual([2, 1]);
    expect(listed.json?.data[1]).toMatchObject({
      revision: 1,
      version: 1,
      name: "First",
      userName: "admin",
    });
    expect(typeof listed.json?.data[0].createdAt).toBe("string");

    const restored = await server.call("POST", "/api/page/restore", {
      token: tokens.admin,
      body: { id, revision: 1 },
    });
    expect(restored.json).toMatchObject({ code: 0, data: { id, version: 3 } });
    const row = await info(id);
    expect(row).toMatchObject({ name: "First", version: 3 });
    expect(row.document.components[0]).toMatchObject({ id: "c1", type: "captiontext" });
    const after = await server.call("POST", "/api/page/revisions", {
      token: tokens.admin,
      body: { id },
    });
    expect(after.json?.data[0]).toMatchObject({ revision: 3, version: 3, name: "First" });
    const logged = await server.database.query<{ action: string }>(
      "SELECT action FROM operation_logs WHERE module = 'page' AND action = 'restore'",
    );
    expect(logged).toHaveLength(1);
  });

  it("refuses an unknown revision and changes nothing", async () => {
    const { id } = await addPage(server, tokens.admin);
    for (const revision of [9, 0, "x", null]) {
      const result = await server.call("POST", "/api/page/restore", {
        token: tokens.admin,
        body: { id, revision },
      });
      expect(result.json?.code, String(revision)).toBe(1);
    }
    expect((await info(id)).version).toBe(1);
  });

  it("deleting a page removes its revisions", async () => {
    const { id } = await addPage(server, tokens.admin);
    const del = await server.call("GET", `/api/page/del?id=${id}`, { token: tokens.admin });
    expect(del.json?.code).toBe(0);
    const left = await server.database.query("SELECT id FROM page_revisions");
    expect(left).toEqual([]);
  });
});
