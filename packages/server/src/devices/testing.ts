import ExcelJS from "exceljs";
import { hashPassword } from "../auth/password.js";
import type { CallResult, TestServer } from "../testing/test-server.js";
import { imeiCheckDigit } from "./serial.js";

/** A valid IMEI from a 14-digit number. */
export const imei = (n: number) => {
  const body = String(35_000_000_000_000 + n).slice(0, 14);
  return `${body}${imeiCheckDigit(body)}`;
};

/** An .xlsx built as an operator's spreadsheet would be: a header row, then one row per device. */
export async function workbook(header: string[], rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("batch");
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const HEADER = ["序列号", "IMEI", "型号", "硬件版本", "固件版本", "批次", "生产日期"];

/** Posts a file to the import call as the admin app's upload does (multipart, field `file`). */
export async function importFile(
  server: Pick<TestServer, "baseUrl">,
  token: string,
  file: Buffer,
  fields: Record<string, string> = {},
): Promise<CallResult> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(
    "file",
    new Blob([new Uint8Array(file)], {
      type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    }),
    "batch.xlsx",
  );
  const response = await fetch(`${server.baseUrl}/api/upload/importExcel`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  let json: CallResult["json"];
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, json, text };
}

/** Imports `count` good devices of one model and answers their ids, serials and secrets. */
export async function importDevices(
  server: Pick<TestServer, "baseUrl">,
  token: string,
  prefix: string,
  count: number,
  model = "VT-100",
  firmware = "1.0.0",
): Promise<Array<{ id: number; serial: string; secret: string }>> {
  // IMEIs of their own per prefix: one IMEI is one device (a second import may not reuse them).
  const base = [...prefix].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 9_000_000, 7) * 10_000;
  const rows = Array.from({ length: count }, (_, i) => [
    `${prefix}-${String(i + 1).padStart(4, "0")}`,
    imei(base + i + 1),
    model,
    "1.0",
    firmware,
    "B1",
    "2026-11-01",
  ]);
  const answer = await importFile(server, token, await workbook(HEADER, rows));
  if (answer.json?.code !== 0 || answer.json.data.imported !== count)
    throw new Error(`import failed: ${answer.text.slice(0, 500)}`);
  return answer.json.data.devices;
}

/** A device's own call, authenticated by its serial and secret. */
export function deviceCall(
  server: TestServer,
  device: { serial: string; secret: string },
  path: "heartbeat" | "sos" | "upgradeResult",
  body: unknown = {},
) {
  return server.call("POST", `/api/device-gateway/${path}`, {
    body,
    headers: { "x-device-serial": device.serial, "x-device-secret": device.secret },
  });
}

/** A user holding the agent role (the seed has none). */
export async function createAgent(server: TestServer, username = "agent1"): Promise<number> {
  const hash = await hashPassword("Agent-pass-1");
  const [row] = await server.database.query<{ id: number }>(
    `WITH u AS (
       INSERT INTO users (username, password_hash, description) VALUES ($1, $2, 'Agent') RETURNING id
     ), r AS (
       INSERT INTO user_roles (user_id, role_id) SELECT u.id, r.id FROM u, roles r WHERE r.sign = 'agent'
     )
     SELECT id FROM u`,
    [username, hash],
  );
  return row!.id;
}
