import { type APIRequestContext, expect, type Page, type Request, test } from "@playwright/test";
import { ADMIN, COMMON } from "../credentials";
import { signIn } from "../sign-in";

// Issue 24: every route of the table a user is given opens a working page, not the placeholder
// and not the error page. The routes are the server's own answer for that user, so the walk covers
// exactly what the side menu and the address bar offer them.

interface MenuNode {
  path: string;
  component?: string;
  redirect?: string;
  meta?: { isLink?: string; isIframe?: boolean };
  children?: MenuNode[];
}

const PLACEHOLDER = "此菜单项没有对应的页面，请在菜单管理中检查它的组件路径";
const LOAD_FAILED = "页面加载失败";

/** Sample values for the dynamic segments of the table's few parameterised paths. */
const SAMPLE_PARAMS: Record<string, string> = { t: "1", id: "1", tagsViewName: "walk" };

async function routesOf(request: APIRequestContext, user: { userName: string; password: string }) {
  const signIn = await request.post("/api/login/doLogin", { data: user });
  const token = (await signIn.json()).data.token as string;
  const answer = await request.post("/api/menu/getMenuListInfo", {
    headers: { Authorization: `Bearer ${token}` },
  });
  const tree = (await answer.json()).data as MenuNode[];
  const paths: string[] = [];
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      // Parents only redirect; links and iframes show another site, which tests cannot reach.
      const page =
        node.component &&
        !node.component.startsWith("layout/routerView/") &&
        !node.meta?.isLink &&
        !node.meta?.isIframe;
      // The page editor needs a page id that exists: page-editor.spec.ts opens it for real.
      if (page && node.path !== "/decorate/:id") {
        paths.push(node.path.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? "1"));
      }
      walk(node.children ?? []);
    }
  };
  walk(tree);
  return paths;
}

/**
 * Opens a path inside the running app, as its own links do (the router follows history), instead
 * of loading the whole app again for every route: the walk then costs what the route's own page
 * costs. Settled as Playwright's networkidle is: no request of the page in flight for a while.
 */
function inAppNavigation(page: Page) {
  // The requests seen starting, not a counter: a request the sign-in started before these listeners
  // finishes without having been counted, and a counter then went below zero and never back to it.
  const inFlight = new Set<Request>();
  let started = 0;
  page.on("request", (request) => {
    inFlight.add(request);
    started++;
  });
  const done = (request: Request) => {
    inFlight.delete(request);
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  const settled = async () => {
    for (;;) {
      await expect.poll(() => inFlight.size).toBe(0);
      const before = started;
      await page.waitForTimeout(300);
      if (inFlight.size === 0 && started === before) return;
    }
  };
  return async (path: string) => {
    await page.evaluate((target) => {
      window.history.pushState(null, "", target);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, path);
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
    await settled();
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

for (const [role, user, least] of [
  ["admin", ADMIN, 60],
  ["common", COMMON, 30],
] as const) {
  test(`every route the ${role} user is given opens its page`, async ({ page, request }) => {
    test.setTimeout(900_000);
    const paths = await routesOf(request, user);
    expect(paths.length).toBeGreaterThanOrEqual(least);
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(`${page.url()}: ${error.message}`));
    await signIn(page, user);
    const open = inAppNavigation(page);
    for (const path of paths) {
      // Settled: the page's code and its first calls have arrived (a placeholder or an error page
      // would be drawn by then too).
      await open(path);
      await expect(page.getByRole("main"), path).toBeVisible();
      await expect(page.getByText(PLACEHOLDER), path).toHaveCount(0);
      await expect(page.getByText(LOAD_FAILED), path).toHaveCount(0);
      await expect(page, path).not.toHaveURL(/\/(401|404|login)(\?|$)/);
    }
    expect(pageErrors).toEqual([]);
  });
}
