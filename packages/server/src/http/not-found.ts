import type { FastifyRequest } from "fastify";
import { type SeedMenu, seedMenuTree } from "../seed/menu-tree.js";

/** What a path nothing answers gets: the app shell, a small HTML page, an empty 404, or the API's. */
export type NotFoundAnswer = "app-shell" | "html-page" | "empty" | "api";

/** The request path decoded and tidied, as the router would read it (`/%61pi//x` is `/api/x`). */
function readPath(url: string): string {
  let path = url.split("?")[0] ?? "";
  try {
    path = decodeURIComponent(path);
  } catch {
    // A broken escape is read as written.
  }
  return path.toLowerCase().replace(/\/{2,}/g, "/");
}

/**
 * Whether an unknown path looks like a call (`/api/...` however it is spelled: `/%61pi/`, `/API/`,
 * `//api/`): those answer the API's 404, never the app shell. It only chooses between two refusals.
 */
export function namesApi(url: string): boolean {
  const path = readPath(url);
  return path === "/api" || path.startsWith("/api/");
}

/** A last segment with a dot names a file (`/missing.png`, `/assets/x.js`), never a route of the app. */
function namesFile(url: string): boolean {
  const last = readPath(url).split("/").pop() ?? "";
  return /\.[a-z0-9]+$/.test(last);
}

/** Routes of the app outside the menus: the sign-in page, its error pages, the root. */
const FIXED_APP_ROUTES = ["/", "/login", "/401", "/404"];

function menuPaths(menus: readonly SeedMenu[]): string[] {
  return menus.flatMap((menu) => [menu.path, ...menuPaths(menu.children ?? [])]);
}

/** The app's routes as patterns (`/decorate/:id` matches `/decorate/12`), lower-cased as readPath. */
const APP_ROUTES = [...FIXED_APP_ROUTES, ...menuPaths(seedMenuTree)]
  .filter((route) => route.startsWith("/"))
  .map((route) => {
    const pattern = route
      .toLowerCase()
      .split("/")
      .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/");
    return new RegExp(`^${pattern}/?$`);
  });

/** Whether the path is one of the app's own routes, which answer the shell to any client. */
function namesAppRoute(url: string): boolean {
  const path = readPath(url);
  return APP_ROUTES.some((route) => route.test(path));
}

const acceptsHtml = (request: FastifyRequest) =>
  (request.headers.accept ?? "").toLowerCase().includes("text/html");

/**
 * The app shell goes to the app's routes (/login, /goods/list, /decorate/12: a monitor's plain GET
 * of /login included) and to any path without a file extension that a browser opens, asking for
 * HTML (menus an administrator added, routes with ids), so a deep link or a reload works; while
 * /robots.txt, /missing.png or a stale /assets/x.js is a real 404 (crawlers and monitors had a page
 * where there is none). A browser is shown a small page; an asset or a script gets nothing.
 */
export function answerForMissing(request: FastifyRequest, spaFallback: boolean): NotFoundAnswer {
  if (namesApi(request.url)) return "api";
  const reading = request.method === "GET" || request.method === "HEAD";
  if (!reading) return "api";
  const route = !namesFile(request.url) && (acceptsHtml(request) || namesAppRoute(request.url));
  if (spaFallback && request.method === "GET" && route) return "app-shell";
  return acceptsHtml(request) ? "html-page" : "empty";
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The small page a browser gets for a missing file: its title and a way back to the start. */
export function notFoundPage(lang: string, title: string, back: string): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>404 ${escapeHtml(title)}</title></head><body style="font-family:sans-serif;margin:3rem"><h1>404</h1><p>${escapeHtml(title)}</p><p><a href="/">${escapeHtml(back)}</a></p></body></html>\n`;
}
