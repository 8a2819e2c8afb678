import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fleetFor } from "../devices/fleet.js";
import { deviceCall, importDevices } from "../devices/testing.js";
import { resetWithModules, signInAll, type Tokens } from "../modules/testing.js";
import { startTestServer, type TestServer } from "../testing/test-server.js";
import { rolloutBucket } from "./rollout.js";

let server: TestServer;
let tokens: Tokens;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());
beforeEach(async () => {
  await fleetFor(server.database)?.flush();
  await resetWithModules(server);
  tokens = await signInAll(server);
});

const post = (url: string, body: unknown) =>
  server.call("POST", url, { token: tokens.admin, body });

/** A firmware file row as the chunked uploader's merge leaves it (upload/firmware-routes.ts). */
async function uploadedFile(): Promise<number> {
  const [row] = await server.database.query<{ id: number }>(
    `INSERT INTO firmware_files (md5, sha256, storage_key, file_name, size)
     VALUES ('0123456789abcdef0123456789abcdef', '${"ab".repeat(32)}', 'firmware/2026/11/26/0123456789abcdef0123456789abcdef.bin', 'fw-1.1.0.bin', 4096)
     RETURNING id`,
  );
  return row!.id;
}

describe("firmware packages", { timeout: 60_000 }, () => {
  it("are offered in the heartbeat answer once released, by model, newer version and rollout bucket; results are counted", async () => {
    const devices = await importDevices(server, tokens.admin, "FWPKG", 6, "VT-100", "1.0.0");
    const uploadId = await uploadedFile();
    const draft = await post("/api/firmware/add", {
      model: "VT-100",
      version: "1.1.0",
      uploadId,
      notes: "fixes",
      rolloutPercent: 100,
    });
    expect(draft.json?.code).toBe(0);
    const id = draft.json?.data.id as number;
    const info = (await server.call("GET", `/api/firmware/info?id=${id}`, { token: tokens.admin }))
      .json?.data;
    expect(info).toMatchObject({
      status: "draft",
      size: 4096,
      md5: "0123456789abcdef0123456789abcdef",
      url: "/api/firmware/file/0123456789abcdef0123456789abcdef",
    });

    // A draft is offered to nobody.
    expect((await deviceCall(server, devices[0]!, "heartbeat")).json?.data.upgrade).toBeNull();

    // Released to the devices whose bucket is below the split between them.
    const buckets = devices.map((d) => rolloutBucket(d.serial)).sort((a, b) => a - b);
    const percent = buckets[2]! + 1;
    const released = await post("/api/firmware/add", {
      id,
      model: "VT-100",
      version: "1.1.0",
      uploadId,
      status: "released",
      rolloutPercent: percent,
    });
    expect(released.json?.code).toBe(0);
    for (const device of devices) {
      const upgrade = (await deviceCall(server, device, "heartbeat")).json?.data.upgrade;
      if (rolloutBucket(device.serial) < percent)
        expect(upgrade).toMatchObject({
          packageId: id,
          version: "1.1.0",
          size: 4096,
          url: "/api/firmware/file/0123456789abcdef0123456789abcdef",
        });
      else expect(upgrade).toBeNull();
    }

    const lucky = devices.find((d) => rolloutBucket(d.serial) < percent)!;
    const result = await deviceCall(server, lucky, "upgradeResult", {
      packageId: id,
      success: true,
      fromVersion: "1.0.0",
    });
    expect(result.json?.code).toBe(0);
    // Upgraded: nothing more to offer it.
    expect(
      (await deviceCall(server, lucky, "heartbeat", { firmwareVersion: "1.1.0" })).json?.data
        .upgrade,
    ).toBeNull();
    const results = await server.call("GET", `/api/firmware/results?id=${id}`, {
      token: tokens.admin,
    });
    expect(results.json?.data).toMatchObject({
      success: 1,
      failed: 0,
      rows: [{ serial: lucky.serial, success: true }],
    });

    // Released: no way back to draft, no deletion, no file swap; withdrawn stops the offer.
    expect(
      (await post("/api/firmware/add", { id, model: "VT-100", version: "1.1.0", status: "draft" }))
        .json?.code,
    ).toBe(1);
    expect(
      (
        await post("/api/firmware/add", {
          id,
          model: "VT-100",
          version: "1.2.0",
          status: "released",
        })
      ).json?.code,
    ).toBe(1);
    expect(
      (await server.call("GET", `/api/firmware/del?id=${id}`, { token: tokens.admin })).json?.code,
    ).toBe(1);
    expect(
      (
        await post("/api/firmware/add", {
          id,
          model: "VT-100",
          version: "1.1.0",
          status: "withdrawn",
        })
      ).json?.code,
    ).toBe(0);
    const other = devices.find((d) => d !== lucky && rolloutBucket(d.serial) < percent)!;
    expect((await deviceCall(server, other, "heartbeat")).json?.data.upgrade).toBeNull();
  });

  it("offers as models the devices' and the packages' models, to holders of firmware:index only", async () => {
    await importDevices(server, tokens.admin, "MODELS", 1, "VT-300");
    // A model no device has is refused, server and form alike (issue 36).
    const unknown = await post("/api/firmware/add", { model: "VT-100", version: "1.0.1" });
    expect(unknown.json).toMatchObject({ code: 1, msg: "没有型号为 VT-100 的设备" });
    await importDevices(server, tokens.admin, "MODELSB", 1, "VT-100");
    expect(
      (await post("/api/firmware/add", { model: "VT-100", version: "1.0.1" })).json?.code,
    ).toBe(0);
    // The package's model stays known once its devices are gone.
    await server.database.runScript("DELETE FROM devices WHERE model = 'VT-100'");
    const models = await server.call("GET", "/api/firmware/models", { token: tokens.admin });
    expect(models.json).toMatchObject({ code: 0, data: ["VT-100", "VT-300"] });
    const common = await server.call("GET", "/api/firmware/models", { token: tokens.common });
    expect(common.status).toBe(403);
  });

  it("cannot be released without a file, and a version must look like one", async () => {
    await importDevices(server, tokens.admin, "RELFILE", 1, "VT-100");
    expect(
      (await post("/api/firmware/add", { model: "VT-100", version: "1.1.0", status: "released" }))
        .json?.code,
    ).toBe(1);
    expect(
      (await post("/api/firmware/add", { model: "VT-100", version: "latest" })).json?.code,
    ).toBe(1);
  });
});
