import { expect, test } from "@playwright/test";

// A newcomer's browser in English, as a crawler or a monitor would also meet the site: nothing
// signed in, nothing stored.
test.use({ locale: "en-US" });

test("a fresh browser gets the site's files, a real 404, and the sign-in page in English without console warnings", async ({
  page,
}) => {
  const icon = await page.goto("/favicon.ico");
  expect(icon?.status()).toBe(200);
  expect(icon?.headers()["content-type"]).toBe("image/x-icon");

  const robots = await page.goto("/robots.txt");
  expect(robots?.status()).toBe(200);
  expect(robots?.headers()["content-type"]).toContain("text/plain");
  const rules = (await robots?.text()) ?? "";
  expect(rules).toContain("Allow: /s/");
  expect(rules).toContain("Disallow: /");

  const missing = await page.goto("/missing.png");
  expect(missing?.status()).toBe(404);
  await expect(page.getByText("Page not found")).toBeVisible();

  // Only the sign-in page's own messages count: the 404 above logs its failed load by design.
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
  });
  const login = await page.goto("/login");
  expect(login?.status()).toBe(200);
  expect(login?.headers()["content-type"]).toContain("text/html");
  await expect(page.getByRole("heading", { name: /^Sign in to / })).toBeVisible();
  await expect(page.getByLabel("Username")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.waitForLoadState("networkidle");
  expect(warnings).toEqual([]);
});
