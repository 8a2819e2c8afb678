import { type Tokens, useSignedInServer } from "../modules/testing.js";
import type { TestServer } from "../testing/test-server.js";

/** Helpers of the goods tests: library specs, categories and products through the real calls. */
export function goodsClient(server: TestServer, token: () => string) {
  const call = (
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => server.call(method, url, { token: token(), body, headers });
  return {
    call,
    async spec(name: string, values: string[]) {
      const answer = await call("POST", "/api/goodsSpec/ensure", { name, values });
      if (answer.json?.code !== 0) throw new Error(answer.text);
      return answer.json.data as {
        specId: number;
        name: string;
        values: Array<{ id: number; name: string }>;
      };
    },
    async category(name: string, parentId = 0) {
      const answer = await call("POST", "/api/goodsCategory/add", { name, parentId });
      if (answer.json?.code !== 0) throw new Error(answer.text);
      return answer.json.data.id as number;
    },
    save: (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      call("POST", "/api/goods/save", body, headers),
    async create(body: Record<string, unknown>) {
      const answer = await call("POST", "/api/goods/save", body);
      if (answer.json?.code !== 0) throw new Error(answer.text);
      return answer.json.data.id as number;
    },
    async detail(id: number) {
      return (await call("GET", `/api/goods/detail?id=${id}`)).json?.data;
    },
    async list(body: Record<string, unknown> = {}) {
      const answer = await call("POST", "/api/goods/index", { limit: 100, ...body });
      if (answer.json?.code !== 0) throw new Error(answer.text);
      return answer.json.data as { total: number; data: Array<Record<string, unknown>> };
    },
  };
}

/** A single-spec product body. */
export function simpleGoods(categoryId: number, extra: Record<string, unknown> = {}) {
  return {
    name: "简单商品",
    categoryId,
    specMode: 1,
    skus: [{ optionIds: [], price: "10.00", stock: 5 }],
    ...extra,
  };
}

/** A test file's signed-in server (`session`, set before each test) and the administrator's client. */
export function useGoodsServer() {
  const session = {} as { server: TestServer; tokens: Tokens };
  useSignedInServer(
    (server) => (session.server = server),
    (tokens) => (session.tokens = tokens),
  );
  return { session, client: () => goodsClient(session.server, () => session.tokens.admin) };
}
