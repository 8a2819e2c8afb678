import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { chooseOption } from "../ant-select";
import { ADMIN } from "../credentials";
import { signIn } from "../sign-in";

// exceljs is CommonJS; loaded through Node's own require, outside the test runner's module transform.
const ExcelJS = createRequire(import.meta.url)("exceljs") as typeof import("exceljs");

const BATCH = "E2E-B1";
const SERIALS = ["E2E-DEV-0001", "E2E-DEV-0002", "E2E-DEV-0003", "E2E-DEV-0004"];
const AGENT = { username: "agentzhou", password: "Agent2024x" };

/** Calls the API as the signed-in browser does: the token from its cookie as a bearer token. */
async function api<T>(page: Page, path: string, data: unknown = {}): Promise<T> {
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name === "vitrine-token")?.value ?? "";
  const response = await page.request.post(path, {
    headers: { Authorization: `Bearer ${decodeURIComponent(token)}` },
    data,
  });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

/** A production batch as an operator fills the template: four good rows, a duplicate, a bad serial. */
async function batchWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("设备");
  sheet.addRow(["序列号", "IMEI", "型号", "硬件版本", "固件版本", "批次", "生产日期"]);
  for (const serial of SERIALS)
    sheet.addRow([serial, "", "W1", "H1", "1.0.0", BATCH, "2026-11-20"]);
  sheet.addRow([SERIALS[0], "", "W1", "H1", "1.0.0", BATCH, "2026-11-20"]);
  sheet.addRow(["bad serial!", "", "W1", "H1", "1.0.0", BATCH, "2026-11-20"]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** What a device sends, signed with its serial and the secret the import showed once. */
async function deviceCall(
  request: APIRequestContext,
  path: "heartbeat" | "sos",
  serial: string,
  secret: string,
  data: Record<string, unknown>,
) {
  const response = await request.post(`/api/device-gateway/${path}`, {
    headers: { "x-device-serial": serial, "x-device-secret": secret },
    data,
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

test("a batch is imported, two devices are sold to an agent, come online live, and an SOS is acknowledged from its notification", async ({
  page,
}) => {
  // One operator's journey through nine screens, each a fresh chunk on the shared 2 cores (one run
  // took 175 s): the limit only stops a hung test, it is no speed budget (playwright.config.ts).
  test.setTimeout(480_000);
  await signIn(page);

  // An agent to sell through: a user holding the seeded agent role.
  const roles = await api<Array<{ id: number; sign: string }>>(page, "/api/role/list");
  const agentRole = roles.find((r) => r.sign === "agent");
  expect(agentRole).toBeTruthy();
  await api(page, "/api/user/add", {
    username: AGENT.username,
    password: AGENT.password,
    confirmPassword: AGENT.password,
    mobile: "13900139000",
    email: "agent@example.com",
    status: 1,
    roleIds: [agentRole?.id],
    description: "华东区代理商",
  });

  // Import: the per-row report names the duplicate and the bad serial; the four good rows go in,
  // and their secrets are shown this once.
  await page.goto("/device/list");
  await page.getByRole("button", { name: "导入", exact: true }).click();
  const importDialog = page.getByRole("dialog", { name: "导入设备" });
  await importDialog.getByLabel("选择文件").setInputFiles({
    name: "batch.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: await batchWorkbook(),
  });
  await importDialog.getByRole("button", { name: "开始导入" }).click();
  await expect(importDialog.getByText("共 6 行：有效 4 行，错误 2 行，已导入 4 行")).toBeVisible();
  const report = importDialog.getByRole("table", { name: "导入设备" });
  await expect(report.getByRole("row")).toHaveCount(3); // header + the two bad rows
  await expect(report.getByText("bad serial!")).toBeVisible();
  const secretsPanel = importDialog.getByRole("region", { name: "设备密钥（只显示这一次）" });
  const secrets = new Map<string, string>();
  for (const serial of SERIALS) {
    const row = secretsPanel.getByRole("row", { name: new RegExp(serial) });
    const secret = (await row.locator("code").textContent())?.trim() ?? "";
    expect(secret.length).toBeGreaterThan(10);
    secrets.set(serial, secret);
  }
  await importDialog.getByRole("button", { name: "确定" }).click();
  await expect(importDialog).toBeHidden();

  // Sell the first two to the agent.
  const production = page.getByRole("tabpanel");
  for (const serial of SERIALS) await expect(production.getByText(serial)).toBeVisible();
  for (const serial of SERIALS.slice(0, 2)) {
    await production
      .getByRole("row", { name: new RegExp(serial) })
      .getByRole("checkbox")
      .check();
  }
  await page.getByRole("button", { name: "销售", exact: true }).click();
  const sellDialog = page.getByRole("dialog", { name: "销售设备" });
  await sellDialog.getByLabel("购买方", { exact: true }).fill("华东经销");
  await sellDialog.getByLabel("价格（元）").fill("1299.50");
  await sellDialog.getByLabel("渠道").fill("线下");
  await chooseOption(page, sellDialog.getByLabel("代理商"), AGENT.username);
  await sellDialog.getByRole("button", { name: "确定" }).click();
  await expect(page.getByText("已销售 2 台设备")).toBeVisible();

  // Under 已售: the two sold devices with their agent; production keeps the other two.
  await page.getByRole("tab", { name: "已售" }).click();
  await expect(page).toHaveURL(/tab=sold/);
  const sold = page.getByRole("tabpanel");
  for (const serial of SERIALS.slice(0, 2)) {
    await expect(
      sold.getByRole("row", { name: new RegExp(`${serial}.*${AGENT.username}`) }),
    ).toBeVisible();
  }
  await expect(sold.getByText(SERIALS[2] as string)).toHaveCount(0);
  // And in the sale ledger, in yuan.
  await page.goto("/device/sold");
  await expect(
    page.getByRole("row", { name: new RegExp(`${SERIALS[0]}.*华东经销.*1299\\.50`) }),
  ).toBeVisible();

  // The live view: the two sold devices send heartbeats and come online while it is open.
  await page.goto("/websocket");
  await expect(page.getByText("实时连接正常")).toBeVisible();
  const online = page.getByTestId("live-online");
  const before = Number((await online.textContent())?.replace(/\D/g, "") || "0");
  // The fleet simulator (npm run simulate) drives the two sold devices with the secrets the import
  // showed, a heartbeat every 5 s each, talking only to this test's server.
  const secretsFile = path.join(test.info().outputDir, "devices.json");
  fs.mkdirSync(path.dirname(secretsFile), { recursive: true });
  fs.writeFileSync(
    secretsFile,
    JSON.stringify(SERIALS.slice(0, 2).map((serial) => ({ serial, secret: secrets.get(serial) }))),
  );
  const simulator = spawn(
    process.execPath,
    [
      fileURLToPath(new URL("../../scripts/simulate.mjs", import.meta.url)),
      ...["--devices", "2", "--minutes", "5", "--interval", "5", "--quiet"],
      ...["--url", new URL(page.url()).origin, "--secrets", secretsFile],
    ],
    // Its figures go to stdout; a failure to start (bad secrets, no server) still shows on stderr.
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  try {
    await expect(online).toContainText(String(before + 2));
    for (const serial of SERIALS.slice(0, 2)) {
      await expect(page.getByText(serial).first()).toBeVisible();
    }
    await journeyAfterOnline(page, secrets);
  } finally {
    simulator.kill("SIGINT");
  }
});

/** From two devices online: a refused secret, the SOS notification, the alarm, the device's page. */
async function journeyAfterOnline(page: Page, secrets: Map<string, string>) {
  // A wrong secret is refused.
  const refused = await page.request.post("/api/device-gateway/heartbeat", {
    headers: { "x-device-serial": SERIALS[0] as string, "x-device-secret": "not-the-secret" },
    data: { battery: 50 },
  });
  expect(refused.status()).toBe(401);

  // SOS: the notification appears wherever the operator is, and acknowledges the alarm.
  await page.goto("/device/list?tab=network");
  await expect(page.getByRole("row", { name: new RegExp(`${SERIALS[0]}.*在线`) })).toBeVisible();
  const alarm = await deviceCall(
    page.request,
    "sos",
    SERIALS[0] as string,
    secrets.get(SERIALS[0] as string) ?? "",
    {
      lat: 31.2304,
      lng: 121.4737,
    },
  );
  const notice = page.getByRole("alert").filter({ has: page.getByTestId("sos-notification") });
  await expect(notice).toContainText(SERIALS[0] as string);
  await notice.getByRole("button", { name: "确认" }).click();
  await expect(page.getByText(`已确认求助 #${alarm.alarmId}`)).toBeVisible();

  // The SOS list shows it acknowledged, with the operator as handler; its link opens it.
  await page.goto(`/sos?id=${alarm.alarmId}`);
  const drawer = page.locator(".ant-drawer").filter({ hasText: `求助 #${alarm.alarmId}` });
  await expect(drawer.getByText("已确认")).toBeVisible();
  await expect(drawer.getByText(ADMIN.userName, { exact: true })).toBeVisible();
  await expect(drawer.getByRole("link", { name: "31.230400, 121.473700" })).toBeVisible();
  await drawer.getByRole("button", { name: "解决" }).click();
  const resolveDialog = page.getByRole("dialog", { name: `解决求助 #${alarm.alarmId}` });
  await resolveDialog.getByLabel("处理备注").fill("已电话联系用户，误触");
  await resolveDialog.getByRole("button", { name: "解决" }).click();
  await expect(page.getByText(`已解决求助 #${alarm.alarmId}`)).toBeVisible();

  // The device's info page, opened from the alarm, tells its story: imported, sold, SOS.
  await drawer.getByRole("link", { name: SERIALS[0] as string }).click();
  await expect(page).toHaveURL(/\/device\/info\?id=\d+/);
  await expect(page.getByText("华东经销").first()).toBeVisible();
  const history = page.locator(".ant-card").filter({ hasText: "历史记录" });
  await expect(history.getByText("销售", { exact: true })).toBeVisible();
  await expect(history.getByText("SOS 求助", { exact: true })).toBeVisible();
  await expect(page.getByText(/最近 24 小时共 \d+ 次心跳/)).toBeVisible();
}

test("the 联网 tab turns a device offline without a reload once it falls silent, and says it is live", async ({
  page,
}) => {
  await signIn(page);
  // The silence after which a device is offline, shortened through the system setting the
  // offline sweep reads (device.offlineAfterSeconds, at least 10 s), and put back afterwards.
  const setting = await api<{ id: number }>(page, "/api/config/add", {
    key: "device.offlineAfterSeconds",
    name: "设备离线判定秒数",
    type: "number",
    value: "10",
  });
  try {
    const serial = "E2E-LIVE-0001";
    const added = await api<{ id: number; secret: string }>(page, "/api/device/add", {
      serial,
      model: "W1",
      batch: "E2E-B2",
    });
    await deviceCall(page.request, "heartbeat", serial, added.secret, { battery: 64 });

    // On a screen narrower than the table, no column lies under another (创建时间 was cut under
    // a fixed 操作 column): the last data column ends where 操作 begins.
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.goto("/device/list");
    const created = await page.getByRole("columnheader", { name: "创建时间" }).boundingBox();
    const actions = await page.getByRole("columnheader", { name: "操作" }).boundingBox();
    expect(created && actions && created.x + created.width <= actions.x + 1).toBe(true);

    await page.goto("/device/list?tab=network");
    // A mark on the page: gone if anything reloads it before the verdict.
    await page.evaluate(() => {
      (window as unknown as { liveMark: boolean }).liveMark = true;
    });
    const row = page.getByRole("row", { name: new RegExp(serial) });
    // Heartbeats go on until the row shows it online with the live line open, so the last one is
    // sent while the page listens, whatever the machine's speed; then they stop.
    await expect(async () => {
      await deviceCall(page.request, "heartbeat", serial, added.secret, { battery: 64 });
      await expect(
        page.getByTestId("device-live-freshness").getByText("实时", { exact: true }),
      ).toBeVisible({ timeout: 2_000 });
      await expect(row).toContainText("在线", { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    // No more heartbeats: the sweep finds it silent, the live line says offline, the row follows.
    await expect(row).toContainText("离线", { timeout: 90_000 });
    expect(await page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark)).toBe(
      true,
    );
  } finally {
    await api(page, "/api/config/add", { id: setting.id, value: "90" });
  }
});
