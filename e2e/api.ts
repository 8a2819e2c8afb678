import { expect, type Page } from "@playwright/test";

/**
 * Calls the API as the signed-in browser does: the token from its cookie as a bearer token.
 * Expects success (code 0) and answers the data; four specs had their own copy of this.
 */
export async function api<T>(page: Page, path: string, data: object): Promise<T> {
  const token = (await page.context().cookies()).find((c) => c.name === "vitrine-token")?.value;
  const response = await page.request.post(path, {
    headers: { Authorization: `Bearer ${decodeURIComponent(token ?? "")}` },
    data,
  });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

/** A GET of the API as the signed-in browser makes it; expects success and answers the data. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = (await page.context().cookies()).find((c) => c.name === "vitrine-token")?.value;
  const response = await page.request.get(path, {
    headers: { Authorization: `Bearer ${decodeURIComponent(token ?? "")}` },
  });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(0);
  return body.data;
}
