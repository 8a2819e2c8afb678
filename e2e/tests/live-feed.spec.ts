import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { ADMIN } from "../credentials";
import { signIn } from "../sign-in";

const FLEET = 200;

/** The fleet simulator (npm run simulate) against this test's server; resolves when it exits. */
function simulate(origin: string, secretsFile: string): Promise<number | null> {
  const child = spawn(
    process.execPath,
    [
      fileURLToPath(new URL("../../scripts/simulate.mjs", import.meta.url)),
      ...["--devices", String(FLEET), "--minutes", "0.05", "--interval", "1", "--quiet"],
      ...["--provision", "--password", ADMIN.password, "--url", origin, "--secrets", secretsFile],
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  return new Promise((resolve) => child.once("exit", resolve));
}

test("a burst of 200 fleet events: the feed keeps the latest 50, newest first, the last on top", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page);
  await page.goto("/websocket");
  await expect(page.getByText("实时连接正常")).toBeVisible();

  // 200 new devices come online within about a second: 200 online events on the live line.
  const secretsFile = path.join(test.info().outputDir, "fleet.json");
  fs.mkdirSync(path.dirname(secretsFile), { recursive: true });
  const origin = new URL(page.url()).origin;
  expect(await simulate(origin, secretsFile)).toBe(0);

  const feed = page.getByTestId("live-events");
  const items = feed.getByTestId("live-event");
  const online = page.getByTestId("live-online");
  await expect
    .poll(async () => Number((await online.textContent())?.replace(/\D/g, "") || "0"))
    .toBeGreaterThanOrEqual(FLEET);
  await expect(items).toHaveCount(50);

  // The last event, after the burst: an SOS from one of the fleet, on top of the feed.
  const { devices } = JSON.parse(fs.readFileSync(secretsFile, "utf8")) as {
    devices: Array<{ serial: string; secret: string }>;
  };
  const last = devices.at(-1)!;
  const raised = await page.request.post("/api/device-gateway/sos", {
    headers: { "x-device-serial": last.serial, "x-device-secret": last.secret },
    data: { lat: 31.2304, lng: 121.4737 },
  });
  expect(raised.status()).toBe(200);
  await expect(items.first()).toContainText("SOS");
  await expect(items.first()).toContainText(last.serial);
  await expect(items).toHaveCount(50);

  // Newest first all the way down.
  const times = await items.evaluateAll((nodes) =>
    nodes.map((node) => Date.parse(node.getAttribute("data-at") ?? "")),
  );
  expect(times.every((at, i) => i === 0 || times[i - 1]! >= at)).toBe(true);
});
