/**
 * One JSON call to a server process by its address, as the cross-process tests make them through
 * the proxy or to a chosen process: the status, the envelope when the body is JSON, the raw text.
 */
export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever shape each call answers
  json: { code: number; msg: string; data: any } | undefined;
  text: string;
}

export async function call(
  baseUrl: string,
  method: string,
  url: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(baseUrl + url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let json: Answer["json"];
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text };
}
