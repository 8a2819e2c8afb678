// Gets the simulated devices their credentials: signs in as an administrator and imports a
// production batch of N devices through the import call (/api/upload/importExcel), whose answer is
// the only time their secrets are shown; they are kept in a local file for later runs.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import ExcelJS from "exceljs";

const MODELS = ["VW-100", "VW-200", "VW-300"];
/** The import takes up to 20,000 rows a file; smaller files keep each answer quick. */
const ROWS_PER_FILE = 10_000;

async function signIn(baseUrl, userName, password) {
  const answer = await fetch(new URL("/api/login/doLogin", baseUrl), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userName, password }),
  });
  const json = await answer.json().catch(() => undefined);
  if (json?.code !== 0)
    throw new Error(`signing in as ${userName} failed: ${json?.msg ?? answer.status}`);
  return json.data.token;
}

/** A production batch as the import reads it: one header row, then one row per device. */
export async function productionBatchSheet(rows) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("devices");
  sheet.addRow(["serial", "model", "firmwareVersion", "batch", "producedOn"]);
  for (const row of rows)
    sheet.addRow([row.serial, row.model, row.firmwareVersion, row.batch, row.producedOn]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Imports `count` new devices and answers `[{id, serial, secret, model, firmwareVersion}]`. */
export async function provisionDevices(baseUrl, { count, userName, password, log = () => {} }) {
  const token = await signIn(baseUrl, userName, password);
  // A batch name of its own, so serials never collide with an earlier run's.
  const run = randomBytes(3).toString("hex").toUpperCase();
  const producedOn = new Date().toISOString().slice(0, 10);
  const devices = [];
  for (let start = 0; start < count; start += ROWS_PER_FILE) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + ROWS_PER_FILE); i++)
      rows.push({
        serial: `SIM-${run}-${String(i + 1).padStart(6, "0")}`,
        model: MODELS[i % MODELS.length],
        firmwareVersion: "1.0.0",
        batch: `SIM-${run}`,
        producedOn,
      });
    const form = new FormData();
    form.append("allOrNothing", "1");
    form.append(
      "file",
      new Blob([await productionBatchSheet(rows)], {
        type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      }),
      `simulator-${run}.xlsx`,
    );
    const started = performance.now();
    const answer = await fetch(new URL("/api/upload/importExcel", baseUrl), {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const json = await answer.json().catch(() => undefined);
    if (json?.code !== 0) throw new Error(`the import was refused: ${json?.msg ?? answer.status}`);
    const secrets = new Map(json.data.devices.map((d) => [d.serial, d]));
    for (const row of rows) {
      const made = secrets.get(row.serial);
      if (!made) throw new Error(`the import did not answer a secret for ${row.serial}`);
      devices.push({
        id: made.id,
        serial: row.serial,
        secret: made.secret,
        model: row.model,
        firmwareVersion: row.firmwareVersion,
      });
    }
    log(
      `imported ${devices.length}/${count} devices (${((performance.now() - started) / 1000).toFixed(1)} s for ${rows.length})`,
    );
  }
  return devices;
}

/**
 * The devices kept for `baseUrl`: a file written by `saveDevices`, or a plain JSON list of
 * `{serial, secret}` (e.g. secrets copied from the import screen).
 */
export function loadDevices(file, baseUrl) {
  if (!fs.existsSync(file)) return [];
  const data = JSON.parse(fs.readFileSync(file, "utf8"));
  if (Array.isArray(data)) return data;
  if (data.url !== new URL(baseUrl).origin) return [];
  return data.devices ?? [];
}

export function saveDevices(file, baseUrl, devices) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Secrets: readable by this user only.
  fs.writeFileSync(file, JSON.stringify({ url: new URL(baseUrl).origin, devices }, null, 1), {
    mode: 0o600,
  });
}
