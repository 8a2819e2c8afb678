import { afterEach, describe, expect, it, vi } from "vitest";
import { fieldErrorsFrom } from "../components/module/fieldErrors";
import { createI18n, type Language, languageTag } from "../i18n";
import { HttpError } from "./HttpError";
import { createHttpClient, type HttpEffects } from "./http";

type FetchStub = (url: string, init: RequestInit) => Promise<Response>;

/** A client over a stubbed transport, with every side effect recorded. */
function setup(
  respond: FetchStub,
  {
    token = "tok-1",
    language = "zh-cn" as Language,
  }: { token?: string | null; language?: Language } = {},
) {
  const i18n = createI18n({ language });
  const effects = {
    showError: vi.fn<HttpEffects["showError"]>(),
    showAlert: vi.fn<HttpEffects["showAlert"]>(() => new Promise<void>(() => {})),
    clearSession: vi.fn<HttpEffects["clearSession"]>(),
    navigateToRoot: vi.fn<HttpEffects["navigateToRoot"]>(),
  };
  const fetch = vi.fn(respond);
  const client = createHttpClient({
    effects,
    translate: (key, values) => i18n.t(key, values ?? {}),
    getToken: () => token,
    getLanguageTag: () => languageTag(language),
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  return { client, effects, fetch };
}

const json = (body: unknown, init: ResponseInit = {}) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      ...init,
      headers: { "content-type": "application/json", ...init.headers },
    }),
  );

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error("the call succeeded");
}

function expectNoSideEffects(effects: ReturnType<typeof setup>["effects"]) {
  expect(effects.showError).not.toHaveBeenCalled();
  expect(effects.showAlert).not.toHaveBeenCalled();
  expect(effects.clearSession).not.toHaveBeenCalled();
  expect(effects.navigateToRoot).not.toHaveBeenCalled();
}

afterEach(() => vi.useRealTimers());

describe("requests", () => {
  it("resolves with data on code 0 and sends the bearer token and the interface language", async () => {
    const { client, effects, fetch } = setup(() => json({ code: 0, msg: "", data: { a: 1 } }), {
      language: "zh-tw",
    });
    await expect(client.get("/user/getUserInfo", { id: 3, skip: undefined })).resolves.toEqual({
      a: 1,
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/user/getUserInfo?id=3");
    const headers = new Headers(init.headers);
    expect(headers.get("Authorization")).toBe("Bearer tok-1");
    expect(headers.get("Accept-Language")).toBe("zh-TW");
    expectNoSideEffects(effects);
  });

  it("takes query parameters from the options when get() is given none", async () => {
    const { client, fetch } = setup(() => json({ code: 0, msg: "", data: null }));
    await client.get("/user/index", undefined, { params: { page: 2 } });
    expect(fetch.mock.calls[0]![0]).toBe("/api/user/index?page=2");
  });

  it("posts JSON bodies and sends no Authorization header without a token", async () => {
    const { client, fetch } = setup(() => json({ code: 0, msg: "", data: { token: "t" } }), {
      token: null,
    });
    await client.post("/login/doLogin", { userName: "admin", password: "pw" });
    const [, init] = fetch.mock.calls[0]!;
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"userName":"admin","password":"pw"}');
    const headers = new Headers(init.headers);
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(headers.has("Authorization")).toBe(false);
  });
});

describe("error catalogue", () => {
  it("times out after 50000 ms with 网络超时", async () => {
    vi.useFakeTimers();
    const { client, effects } = setup(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener("abort", () => reject(new DOMException("", "AbortError"))),
        ),
    );
    const call = failure(client.get("/slow"));
    await vi.advanceTimersByTimeAsync(49_999);
    expect(effects.showError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await call;
    expect(error.kind).toBe("timeout");
    expect(error.message).toBe("网络超时");
    expect(effects.showError).toHaveBeenCalledWith("网络超时");
  });

  it("reports a network failure as 网络连接错误", async () => {
    const { client, effects } = setup(() => Promise.reject(new TypeError("Failed to fetch")));
    const error = await failure(client.get("/x"));
    expect(error.kind).toBe("network");
    expect(effects.showError).toHaveBeenCalledWith("网络连接错误");
  });

  it("shows the server's msg on code 1 and rejects", async () => {
    const { client, effects } = setup(() => json({ code: 1, msg: "用户名或密码错误", data: null }));
    const error = await failure(client.post("/login/doLogin", {}));
    expect(error).toMatchObject({ kind: "business", message: "用户名或密码错误" });
    expect(effects.showError).toHaveBeenCalledWith("用户名或密码错误");
    expect(effects.clearSession).not.toHaveBeenCalled();
  });

  it("hands a refused call's data (its per-field errors) to the caller with the error", async () => {
    const errors = [{ field: "mobile", message: "请输入正确的手机号" }];
    const { client } = setup(() => json({ code: 1, msg: "请输入正确的手机号", data: { errors } }));
    const error = await failure(client.post("/user/updateUserInfo", {}, { quiet: true }));
    expect(error.details.data).toEqual({ errors });
    expect(fieldErrorsFrom(error, [])).toEqual(errors);
  });

  it("leaves showing a code 1 message to a quiet caller", async () => {
    const { client, effects } = setup(() => json({ code: 1, msg: "用户名或密码错误", data: null }));
    const error = await failure(client.post("/login/doLogin", {}, { quiet: true }));
    expect(error.message).toBe("用户名或密码错误");
    expectNoSideEffects(effects);
  });

  it.each([
    [401, 401],
    [4001, 401],
    [401, 200],
    [4001, 200],
  ])(
    "ends the session on body code %i (HTTP %i): clear, go to the root, alert 提示",
    async (code, status) => {
      const { client, effects } = setup(() =>
        json({ code, msg: "expired", data: null }, { status }),
      );
      const error = await failure(client.get("/user/getUserInfo"));
      expect(error.kind).toBe("session");
      expect(effects.clearSession).toHaveBeenCalledTimes(1);
      expect(effects.navigateToRoot).toHaveBeenCalledTimes(1);
      expect(effects.showAlert).toHaveBeenCalledWith({
        title: "提示",
        content: "你已被登出，请重新登录",
      });
      expect(effects.showError).not.toHaveBeenCalled();
    },
  );

  it("ends the session even for a quiet caller, and alerts once for concurrent calls", async () => {
    const { client, effects } = setup(() =>
      json({ code: 401, msg: "", data: null }, { status: 401 }),
    );
    await Promise.all([
      failure(client.get("/a", undefined, { quiet: true })),
      failure(client.get("/b")),
    ]);
    expect(effects.clearSession).toHaveBeenCalledTimes(2);
    expect(effects.showAlert).toHaveBeenCalledTimes(1);
  });

  it("alerts again for a later expiry once the first alert was closed", async () => {
    const { client, effects } = setup(() => json({ code: 4001, msg: "", data: null }));
    effects.showAlert.mockImplementation(() => Promise.resolve());
    await failure(client.get("/a"));
    await Promise.resolve();
    await failure(client.get("/b"));
    expect(effects.showAlert).toHaveBeenCalledTimes(2);
  });

  it("rejects other non-zero codes without a message", async () => {
    const { client, effects } = setup(() => json({ code: 2, msg: "internal detail", data: null }));
    const error = await failure(client.get("/x"));
    expect(error).toMatchObject({ kind: "business", details: { code: 2 } });
    expectNoSideEffects(effects);
  });

  it("shows the decoded statusmessage header of an error response", async () => {
    const { client, effects } = setup(() =>
      json(
        { code: 1, msg: "" },
        {
          status: 429,
          statusText: "Too Many Requests",
          headers: { statusmessage: encodeURIComponent("尝试次数过多，请 15 分钟后再试") },
        },
      ),
    );
    const error = await failure(client.post("/login/doLogin", {}));
    expect(error).toMatchObject({ kind: "http", details: { status: 429 } });
    expect(error.message).toBe("尝试次数过多，请 15 分钟后再试");
    expect(effects.showError).toHaveBeenCalledWith("尝试次数过多，请 15 分钟后再试");
  });

  it("shows the status text of an error response without that header", async () => {
    const { client, effects } = setup(() =>
      Promise.resolve(new Response("oops", { status: 500, statusText: "Internal Server Error" })),
    );
    const error = await failure(client.get("/x"));
    expect(error.message).toBe("Internal Server Error");
    expect(effects.showError).toHaveBeenCalledWith("Internal Server Error");
  });

  it("names the status when an error response has data but no status text (HTTP/2)", async () => {
    const { client, effects } = setup(() => Promise.resolve(new Response("oops", { status: 502 })));
    await failure(client.get("/x"));
    expect(effects.showError).toHaveBeenCalledWith("请求失败（502）");
  });

  it("shows 接口路径找不到 when an error response carries no data", async () => {
    const { client, effects } = setup(() =>
      Promise.resolve(new Response(null, { status: 404, statusText: "Not Found" })),
    );
    const error = await failure(client.get("/nowhere"));
    expect(error.kind).toBe("no-data");
    expect(effects.showError).toHaveBeenCalledWith("接口路径找不到");
  });

  it("shows 接口路径找不到 when a successful answer is not an envelope", async () => {
    const { client, effects } = setup(() => Promise.resolve(new Response("", { status: 200 })));
    await failure(client.get("/x"));
    expect(effects.showError).toHaveBeenCalledWith("接口路径找不到");
  });

  it("speaks the interface language", async () => {
    const { client, effects } = setup(() => Promise.reject(new TypeError("offline")), {
      language: "en",
    });
    await failure(client.get("/x"));
    expect(effects.showError).toHaveBeenCalledWith("Network connection error");
  });

  it("rejects silently when the caller aborts", async () => {
    const { client, effects } = setup(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener("abort", () => reject(new DOMException("", "AbortError"))),
        ),
    );
    const controller = new AbortController();
    const call = failure(client.get("/x", undefined, { signal: controller.signal }));
    controller.abort();
    expect((await call).kind).toBe("aborted");
    expectNoSideEffects(effects);
  });
});

describe("downloads", () => {
  it("returns the file and the name from Content-Disposition", async () => {
    const { client } = setup(() =>
      Promise.resolve(
        new Response("a,b\n1,2\n", {
          headers: {
            "content-type": "text/csv",
            "content-disposition": `attachment; filename*=UTF-8''${encodeURIComponent("用户.csv")}`,
          },
        }),
      ),
    );
    const file = await client.download("/user/index", { params: { is_down: 1 } });
    expect(file.fileName).toBe("用户.csv");
    expect(await file.blob.text()).toBe("a,b\n1,2\n");
  });

  it("treats an envelope answer to a download like any call", async () => {
    const { client, effects } = setup(() => json({ code: 1, msg: "没有权限", data: null }));
    await failure(client.download("/user/index"));
    expect(effects.showError).toHaveBeenCalledWith("没有权限");
  });
});
