import { describe, expect, it } from "vitest";
import { type Tokens, useSignedInServer } from "../modules/testing.js";
import { component, pageDocument } from "../pages/testing.js";
import type { TestServer } from "../testing/test-server.js";
import { FORM_BODY_LIMIT, RATE_LIMIT } from "./submit-routes.js";
import {
  formUrl,
  postForm,
  publishedPage,
  SIGN_UP_QUESTIONS,
  signUpForm,
  VALID_ANSWERS,
} from "./testing.js";

let server: TestServer;
let tokens: Tokens;
useSignedInServer(
  (started) => (server = started),
  (signedIn) => (tokens = signedIn),
);

interface StoredRow {
  page_id: number;
  component_id: string;
  published_version: number;
  answers: Record<string, { title: string; value: unknown }>;
  summary: string;
  address_hash: string;
  user_agent: string;
}

const storedAnswers = () =>
  server.database.query<StoredRow>("SELECT * FROM form_answers ORDER BY id");

describe("submitting a published form", () => {
  it("stores a browser's form post with the version answered and thanks in a page", async () => {
    const pageId = await publishedPage(server, tokens);
    const answer = await postForm(server, formUrl(pageId), VALID_ANSWERS, {
      "user-agent": "Shopper/1.0",
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
    expect(answer.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(answer.text).toContain("提交成功");
    expect(answer.text).toContain(`href="/api/page/public/${pageId}?format=html"`);
    expect(answer.text).not.toContain("<script");

    const [row] = await storedAnswers();
    expect(row).toMatchObject({
      page_id: pageId,
      component_id: "form1",
      published_version: 1,
      user_agent: "Shopper/1.0",
      summary: "姓名: 张三; 城市: 上海; 人数: 2; 兴趣: 美食, 旅行",
    });
    expect(row?.answers).toEqual({
      q0: { index: 0, title: "姓名", type: 0, value: "张三" },
      q1: { index: 1, title: "城市", type: 1, value: "上海" },
      q2: { index: 2, title: "人数", type: 2, value: "2" },
      q3: { index: 3, title: "兴趣", type: 3, value: ["美食", "旅行"] },
    });
    // The address is kept only as a keyed hash.
    expect(row?.address_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(row)).not.toContain("127.0.0.1");
  });

  it("takes JSON from a script client and answers the envelope", async () => {
    const pageId = await publishedPage(server, tokens);
    const answer = await server.call("POST", formUrl(pageId), {
      body: { q0: "李四", q2: 3, q3: ["穿搭"] },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ code: 0, data: { id: expect.any(Number) } });
    // A storefront on another origin may post and read the answer (no credentials involved).
    expect(answer.headers.get("access-control-allow-origin")).toBe("*");
    const preflight = await server.call("OPTIONS", formUrl(pageId), {
      headers: {
        origin: "https://shop.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")).toBe("content-type");
    const [row] = await storedAnswers();
    expect(row?.summary).toBe("姓名: 李四; 人数: 3; 兴趣: 穿搭");
  });

  it("refuses a missing required answer, an option not offered, two answers to one and a too long text, each named", async () => {
    const pageId = await publishedPage(server, tokens);
    const refused = await postForm(server, formUrl(pageId), [
      ["q0", "x".repeat(501)],
      ["q1", "深圳"],
      ["q2", "1"],
      ["q2", "2"],
    ]);
    expect(refused.status).toBe(400);
    expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
    expect(refused.text).toContain("提交未成功");
    expect(refused.text).toContain("“姓名”最多 500 个字符");
    expect(refused.text).toContain("“城市”的选项“深圳”不在可选范围内");
    expect(refused.text).toContain("“人数”只能填写一个答案");
    expect(refused.text).toContain(`href="/api/page/public/${pageId}?format=html"`);

    const missing = await server.call("POST", formUrl(pageId), {
      body: { q0: "  ", q3: ["旅行", "露营"] },
    });
    expect(missing.status).toBe(400);
    expect(missing.json?.code).toBe(1);
    expect(missing.json?.msg).toBe("请填写“姓名”");
    expect(missing.json?.data.errors).toEqual([
      { question: "q0", message: "请填写“姓名”" },
      { question: "q2", message: "请填写“人数”" },
      { question: "q3", message: "“兴趣”的选项“露营”不在可选范围内" },
    ]);
    expect(await storedAnswers()).toEqual([]);
  });

  it("speaks the shopper's language", async () => {
    const pageId = await publishedPage(server, tokens);
    const en = await server.call("POST", formUrl(pageId), {
      body: { q2: "1" },
      headers: { "accept-language": "en-US,en;q=0.9" },
    });
    expect(en.json?.msg).toBe("Please answer “姓名”");
    const tw = await postForm(server, formUrl(pageId), [["q2", "1"]], {
      "accept-language": "zh-TW",
    });
    expect(tw.text).toContain("請填寫「姓名」");
    expect(tw.text).toContain("返回頁面");
  });

  it("checks against the published questions: a question only in the draft is not accepted", async () => {
    const pageId = await publishedPage(server, tokens);
    // The draft gains a required fifth question; the published copy stays as it was.
    const draft = await server.call("POST", "/api/page/add", {
      token: tokens.admin,
      body: {
        id: pageId,
        version: 1,
        name: "报名页",
        details: "Landing page of the spring sale",
        classification: "activity",
        document: pageDocument(
          [
            signUpForm([
              ...SIGN_UP_QUESTIONS,
              { type: 0, name: "电话", value: "", value1: "", value2: "", required: true },
            ]),
          ],
          { name: "报名页" },
        ),
      },
    });
    expect(draft.json?.code).toBe(0);

    const withDraftQuestion = await server.call("POST", formUrl(pageId), {
      body: { q0: "张三", q2: "1", q4: "13800000000" },
    });
    expect(withDraftQuestion.status).toBe(400);
    expect(withDraftQuestion.json?.msg).toBe("表单已更新，请刷新页面后重新填写");
    // Without it the published form's answers are complete: the draft's required question is not asked.
    const published = await server.call("POST", formUrl(pageId), { body: { q0: "张三", q2: "1" } });
    expect(published.json?.code).toBe(0);
    const rows = await storedAnswers();
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]?.answers ?? {})).toEqual(["q0", "q1", "q2", "q3"]);

    // Once published, the fifth question is asked (and required) from the next post on.
    const republished = await server.call("POST", "/api/page/publish", {
      token: tokens.admin,
      body: { id: pageId },
    });
    expect(republished.json?.code).toBe(0);
    const withoutPhone = await server.call("POST", formUrl(pageId), {
      body: { q0: "张三", q2: "1" },
    });
    expect(withoutPhone.json?.msg).toBe("请填写“电话”");
    const withPhone = await server.call("POST", formUrl(pageId), {
      body: { q0: "张三", q2: "1", q4: "13800000000" },
    });
    expect(withPhone.json?.code).toBe(0);
    const [, second] = await storedAnswers();
    expect(second).toMatchObject({ published_version: 2 });
    expect(second?.answers.q4).toMatchObject({ title: "电话", value: "13800000000" });
  });

  it("answers 404 for an unknown, unpublished or malformed page and for a component that is not a form", async () => {
    const pageId = await publishedPage(server, tokens, [
      signUpForm(),
      component("c1", "captiontext", { name: "Welcome" }),
    ]);
    const { id: draftOnly } = await (async () => {
      const added = await server.call("POST", "/api/page/add", {
        token: tokens.admin,
        body: {
          name: "草稿页",
          details: "Only a draft",
          classification: "activity",
          document: pageDocument([signUpForm()]),
        },
      });
      return added.json?.data as { id: number };
    })();
    for (const url of [
      formUrl(pageId + 100),
      formUrl(draftOnly),
      formUrl(pageId, "c1"),
      formUrl(pageId, "nothing"),
      formUrl("abc"),
      formUrl("99999999999"),
      formUrl(pageId, "x".repeat(100)),
    ]) {
      const answer = await server.call("POST", url, { body: { q0: "张三", q2: "1" } });
      expect([url, answer.status, answer.json?.code, answer.json?.msg]).toEqual([
        url,
        404,
        1,
        "表单不存在或页面尚未发布",
      ]);
    }
    const browser = await postForm(server, formUrl(pageId + 100), VALID_ANSWERS);
    expect(browser.status).toBe(404);
    expect(browser.text).toContain("表单不存在或页面尚未发布");
    expect(await storedAnswers()).toEqual([]);
  });

  it("needs no sign-in and never answers 500 to a malformed body", async () => {
    const pageId = await publishedPage(server, tokens);
    const url = formUrl(pageId);
    const bodies: Array<[string, string]> = [
      ["application/json", "{not json"],
      ["application/json", "[1, 2]"],
      ["application/json", '"text"'],
      ["application/json", '{"q0": {"a": 1}}'],
      ["application/json", '{"q0": [null]}'],
      ["application/json", '{"q0": "a\\u0000b", "q2": "1"}'],
      ["application/json", '{"q0": "\\ud800", "q2": "1"}'],
      ["application/x-www-form-urlencoded", "q0=a%00b&q2=1"],
      ["application/x-www-form-urlencoded", "%%%&q0=%E4%B8%89&=&q2"],
      ["application/x-www-form-urlencoded", "q0=a&q0=b&q2=1"],
      ["text/plain", "q0=a"],
      ["multipart/form-data; boundary=x", "--x--"],
    ];
    for (const [type, rawBody] of bodies) {
      const answer = await server.call("POST", url, { rawBody, headers: { "content-type": type } });
      expect([type, rawBody, answer.status >= 400 && answer.status < 500]).toEqual([
        type,
        rawBody,
        true,
      ]);
    }
    expect(await storedAnswers()).toEqual([]);
  });

  it("refuses more than the maximum number of fields", async () => {
    const pageId = await publishedPage(server, tokens);
    const fields: Array<[string, string]> = [
      ...VALID_ANSWERS,
      ...Array.from({ length: 100 }, (_, i): [string, string] => [`extra${i}`, "x"]),
    ];
    const answer = await postForm(server, formUrl(pageId), fields);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("提交的字段过多，最多 100 个");
    const json = await server.call("POST", formUrl(pageId), {
      body: { q0: "张三", q2: "1", q3: Array.from({ length: 101 }, () => "美食") },
    });
    expect(json.json?.msg).toBe("提交的字段过多，最多 100 个");
    expect(await storedAnswers()).toEqual([]);
  });
});

describe("limits", () => {
  it(`stores at most ${RATE_LIMIT} answers a minute per address and page, then 429 until the minute has passed`, async () => {
    const pageId = await publishedPage(server, tokens);
    const otherPage = await publishedPage(server, tokens);
    for (let i = 0; i < RATE_LIMIT; i++) {
      const answer = await postForm(server, formUrl(pageId), VALID_ANSWERS);
      expect(answer.status).toBe(200);
    }
    const limited = await postForm(server, formUrl(pageId), VALID_ANSWERS);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(limited.text).toContain("提交过于频繁，每分钟最多提交 5 次，请稍后再试");
    const json = await server.call("POST", formUrl(pageId), { body: { q0: "张三", q2: "1" } });
    expect([json.status, json.json?.code, json.json?.msg]).toEqual([
      429,
      1,
      "提交过于频繁，每分钟最多提交 5 次，请稍后再试",
    ]);
    // Another page's form is counted apart.
    expect((await postForm(server, formUrl(otherPage), VALID_ANSWERS)).status).toBe(200);
    expect(await storedAnswers()).toHaveLength(RATE_LIMIT + 1);

    server.clock.advanceMinutes(1);
    expect((await postForm(server, formUrl(pageId), VALID_ANSWERS)).status).toBe(200);
  });

  it("counts parallel posts one by one: of 8 sent at once, exactly 5 are stored", async () => {
    const pageId = await publishedPage(server, tokens);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => postForm(server, formUrl(pageId), VALID_ANSWERS)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200, 200, 200, 200, 200, 429, 429, 429,
    ]);
    expect(await storedAnswers()).toHaveLength(RATE_LIMIT);
  });

  it(`refuses a body over ${FORM_BODY_LIMIT / 1024} KiB with 413, in a page for a browser and as the envelope for JSON`, async () => {
    const pageId = await publishedPage(server, tokens);
    const padding = "x".repeat(FORM_BODY_LIMIT);
    const browser = await postForm(server, formUrl(pageId), [...VALID_ANSWERS, ["pad", padding]]);
    expect(browser.status).toBe(413);
    expect(browser.headers.get("content-type")).toMatch(/^text\/html/);
    expect(browser.text).toContain("提交的内容过大，最多 16 KB");
    const json = await server.call("POST", formUrl(pageId), {
      body: { q0: "张三", q2: "1", pad: padding },
    });
    expect([json.status, json.json?.code, json.json?.msg]).toEqual([
      413,
      1,
      "提交的内容过大，最多 16 KB",
    ]);
    // Just under the limit is read (and refused only for what it says).
    const under = await postForm(server, formUrl(pageId), [
      ...VALID_ANSWERS,
      ["pad", "x".repeat(FORM_BODY_LIMIT - 200)],
    ]);
    expect(under.status).toBe(200);
    expect(await storedAnswers()).toHaveLength(1);
  });
});
