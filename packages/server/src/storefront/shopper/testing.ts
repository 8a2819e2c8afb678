import type { TestServer } from "../../testing/test-server.js";
import { SHOPPER_COOKIE } from "./session.js";

/** What a browser gets back from one of the shop's pages, redirects not followed. */
export interface BrowsedPage {
  status: number;
  location: string;
  cookie: string;
  html: string;
}

export interface BrowseOptions {
  /** The shopper's session token, sent as the shop's cookie. */
  token?: string;
  /** A raw Cookie header instead (a test that carries cookies the pages set). */
  cookie?: string;
  form?: Record<string, string>;
  /** A POST's Origin; the shop's own by default (same-origin.ts refuses others). */
  origin?: string;
}

/**
 * A browser's requests to the shop's pages, in Chinese, forms posted from the shop itself: the one
 * helper of the storefront page tests (four files had their own copy).
 */
export function shopBrowser(server: TestServer) {
  return async function browse(
    method: "GET" | "POST",
    path: string,
    options: BrowseOptions = {},
  ): Promise<BrowsedPage> {
    const headers: Record<string, string> = { "accept-language": "zh-CN" };
    if (options.token) headers.cookie = `${SHOPPER_COOKIE}=${options.token}`;
    if (options.cookie) headers.cookie = options.cookie;
    if (method === "POST") {
      headers["content-type"] = "application/x-www-form-urlencoded";
      headers.origin = options.origin ?? server.baseUrl;
    }
    const answer = await fetch(server.baseUrl + path, {
      method,
      headers,
      redirect: "manual",
      ...(options.form ? { body: new URLSearchParams(options.form).toString() } : {}),
    });
    return {
      status: answer.status,
      location: answer.headers.get("location") ?? "",
      cookie: answer.headers.get("set-cookie") ?? "",
      html: await answer.text(),
    };
  };
}
