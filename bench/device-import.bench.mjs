// The device import (issue 22): `POST /api/upload/importExcel` with a 10,000-row production batch
// (every row valid, all or nothing), timed from the client, first into an empty device table and
// then again with new serials into a table already holding the first batch. Budget: under 10 s.
// On PGlite (the embedded default) always, and on PostgreSQL when DATABASE_URL is set (a fresh
// database is made and dropped).
import postgres from "postgres";
import { productionBatchSheet } from "../scripts/simulate/provision.mjs";
import { report, signInAdmin, startBuiltServer } from "./lib/server.mjs";

const ROWS = 10_000;
const BUDGET_MS = 10_000;
const ADMIN_PASSWORD = "Bench-admin-1";

function batch(name) {
  const producedOn = new Date().toISOString().slice(0, 10);
  return Array.from({ length: ROWS }, (_, i) => ({
    serial: `${name}-${String(i + 1).padStart(6, "0")}`,
    model: ["VW-100", "VW-200", "VW-300"][i % 3],
    firmwareVersion: "1.0.0",
    batch: name,
    producedOn,
  }));
}

async function timedImport(url, token, name) {
  const sheet = await productionBatchSheet(batch(name));
  const form = new FormData();
  form.append("allOrNothing", "1");
  form.append("file", new Blob([sheet]), `${name}.xlsx`);
  const started = performance.now();
  const answer = await fetch(`${url}/api/upload/importExcel`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const json = await answer.json();
  const ms = performance.now() - started;
  // A refused or partial import is not a figure: the bench fails instead of timing it.
  if (json.code !== 0 || json.data.devices.length !== ROWS)
    throw new Error(`the import of ${name} was refused: ${json.msg ?? answer.status}`);
  return { ms, kB: sheet.length / 1024 };
}

async function measure(label, extraEnv) {
  const server = await startBuiltServer({
    ...extraEnv,
    VITRINE_ADMIN_PASSWORD: ADMIN_PASSWORD,
    LOG_LEVEL: "error",
  });
  try {
    const token = await signInAdmin(server.url, ADMIN_PASSWORD);
    let within = true;
    for (const [run, name] of [
      ["into an empty table", "BENCH-A"],
      ["next to 10,000 devices", "BENCH-B"],
    ]) {
      const { ms, kB } = await timedImport(server.url, token, name);
      within =
        report(
          `device import, ${ROWS} rows (${kB.toFixed(0)} kB .xlsx) ${run} (${label})`,
          Number((ms / 1000).toFixed(2)),
          "s",
          BUDGET_MS / 1000,
        ) && within;
    }
    return within;
  } finally {
    await server.stop();
  }
}

let allWithin = await measure("PGlite", {});
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  const name = `vitrine_bench_import_${process.pid}`;
  const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  try {
    allWithin = (await measure("PostgreSQL", { DATABASE_URL: url.toString() })) && allWithin;
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else console.log("device import bench: set DATABASE_URL to measure PostgreSQL too");
process.exit(allWithin ? 0 : 1);
