import { describe, expect, it } from "vitest";
import {
  applicablePackage,
  compareVersions,
  inRollout,
  type ReleasedPackage,
  rolloutBucket,
} from "./rollout.js";

const serials = Array.from({ length: 10_000 }, (_, i) => `VT-${String(i).padStart(6, "0")}`);

describe("rollout buckets", () => {
  it("give a serial the same bucket every time, from 0 to 99", () => {
    expect(rolloutBucket("VT-000001")).toBe(rolloutBucket("VT-000001"));
    for (const serial of serials.slice(0, 500)) {
      const bucket = rolloutBucket(serial);
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(100);
    }
  });

  it("spread a fleet evenly, so a percentage reaches about that share and a larger one keeps the smaller's devices", () => {
    const at10 = serials.filter((s) => inRollout(s, 10));
    const at50 = new Set(serials.filter((s) => inRollout(s, 50)));
    expect(at10.length).toBeGreaterThan(800);
    expect(at10.length).toBeLessThan(1_200);
    expect(at50.size).toBeGreaterThan(4_600);
    expect(at50.size).toBeLessThan(5_400);
    for (const serial of at10) expect(at50.has(serial)).toBe(true);
    expect(serials.filter((s) => inRollout(s, 0))).toEqual([]);
    expect(serials.filter((s) => inRollout(s, 100))).toHaveLength(serials.length);
  });
});

describe("versions", () => {
  it.each([
    ["1.2.10", "1.2.9", 1],
    ["v2.0.0", "1.99.99", 1],
    ["1.0", "1.0.0", 0],
    ["1.0.0-rc1", "1.0.0", -1],
    ["1.0.0-rc2", "1.0.0-rc1", 1],
    ["0.9.1", "0.10.0", -1],
  ])("%s against %s", (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b))).toBe(sign);
  });
});

describe("the package a device is offered", () => {
  const pkg = (
    id: number,
    version: string,
    rolloutPercent = 100,
    model = "VT-100",
  ): ReleasedPackage => ({
    id,
    model,
    version,
    rolloutPercent,
    url: `/u/${id}.bin`,
    size: 1,
    md5: "0".repeat(32),
    forced: false,
    notes: "",
  });

  it("is the newest newer one of its model whose rollout covers its bucket", () => {
    const device = { serial: "VT-000001", model: "VT-100", firmwareVersion: "1.0.0" };
    expect(
      applicablePackage([pkg(1, "1.1.0"), pkg(2, "1.2.0"), pkg(3, "9.0.0", 100, "VT-200")], device)
        ?.id,
    ).toBe(2);
    expect(applicablePackage([pkg(1, "1.0.0"), pkg(2, "0.9.0")], device)).toBeUndefined();
    const bucket = rolloutBucket(device.serial);
    expect(applicablePackage([pkg(1, "1.1.0", bucket)], device)).toBeUndefined();
    expect(applicablePackage([pkg(1, "1.1.0", bucket + 1)], device)?.id).toBe(1);
  });
});
