import type { Tokens } from "../modules/testing.js";
import { addPage, component, pageDocument, validBody } from "../pages/testing.js";
import type { CallResult, TestServer } from "../testing/test-server.js";

/** A sign-up form: a required name, a dropdown, a required single choice and a multiple choice. */
export const SIGN_UP_QUESTIONS = [
  { type: 0, name: "姓名", value: "", value1: "", value2: "", showPicker: false, required: true },
  { type: 1, name: "城市", value: "", value1: "北京#上海#广州", value2: "", showPicker: false },
  {
    type: 2,
    name: "人数",
    value: "",
    value1: "1#2#3",
    value2: "",
    showPicker: false,
    required: true,
  },
  { type: 3, name: "兴趣", value: "", value1: "穿搭#美食#旅行", value2: "", showPicker: false },
];

export const signUpForm = (questions: unknown[] = SIGN_UP_QUESTIONS) =>
  component("form1", "investigate", { title: "活动报名", jsonData: questions });

/** Adds and publishes a page holding `components`; answers its id. */
export async function publishedPage(
  server: TestServer,
  tokens: Tokens,
  components: unknown[] = [signUpForm()],
): Promise<number> {
  const { id } = await addPage(
    server,
    tokens.admin,
    validBody({ name: "报名页", document: pageDocument(components, { name: "报名页" }) }),
  );
  const published = await server.call("POST", "/api/page/publish", {
    token: tokens.admin,
    body: { id },
  });
  if (published.json?.code !== 0) throw new Error(`publish refused: ${published.text}`);
  return id;
}

export const formUrl = (pageId: number | string, componentId = "form1") =>
  `/api/page/public/${pageId}/form/${componentId}`;

/** A native form post, as a browser sends it without script. */
export function postForm(
  server: TestServer,
  url: string,
  fields: Array<[string, string]> | string,
  headers: Record<string, string> = {},
): Promise<CallResult> {
  const rawBody = typeof fields === "string" ? fields : new URLSearchParams(fields).toString();
  return server.call("POST", url, {
    rawBody,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });
}

/** Answers every question of the sign-up form validly. */
export const VALID_ANSWERS: Array<[string, string]> = [
  ["q0", "张三"],
  ["q1", "上海"],
  ["q2", "2"],
  ["q3", "美食"],
  ["q3", "旅行"],
];
