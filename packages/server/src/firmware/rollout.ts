import { createHash } from "node:crypto";

/**
 * A device's rollout bucket, 0 to 99: the same for a serial on every server and every start, and
 * spread evenly, so a package at 10 % reaches the same tenth of the fleet until it is raised.
 */
export function rolloutBucket(serial: string): number {
  return createHash("sha256").update(serial).digest().readUInt32BE(0) % 100;
}

export function inRollout(serial: string, percent: number): boolean {
  return rolloutBucket(serial) < percent;
}

/** `1.2.3`, `v1.2.10`, `2.0.0-rc1`: numeric dot parts; the first part that differs decides. */
export const VERSION = /^v?\d+(\.\d+){0,3}([-+][0-9A-Za-z.-]{1,20})?$/;

function parts(version: string): { numbers: number[]; suffix: string } {
  const trimmed = version.trim().replace(/^v/i, "");
  const [core = "", ...rest] = trimmed.split(/[-+]/);
  return {
    numbers: core.split(".").map((p) => Number.parseInt(p, 10) || 0),
    suffix: rest.join("-"),
  };
}

/** Negative when a is older than b, positive when newer, 0 when the same. A pre-release is older. */
export function compareVersions(a: string, b: string): number {
  const x = parts(a);
  const y = parts(b);
  const length = Math.max(x.numbers.length, y.numbers.length);
  for (let i = 0; i < length; i++) {
    const d = (x.numbers[i] ?? 0) - (y.numbers[i] ?? 0);
    if (d !== 0) return d;
  }
  if (x.suffix === y.suffix) return 0;
  if (!x.suffix) return 1;
  if (!y.suffix) return -1;
  return x.suffix < y.suffix ? -1 : 1;
}

export interface ReleasedPackage {
  id: number;
  model: string;
  version: string;
  url: string;
  size: number;
  md5: string;
  forced: boolean;
  notes: string;
  rolloutPercent: number;
}

/** The newest released package of the device's model that is newer than its firmware and covers its bucket. */
export function applicablePackage(
  packages: readonly ReleasedPackage[],
  device: { serial: string; model: string; firmwareVersion: string },
): ReleasedPackage | undefined {
  let best: ReleasedPackage | undefined;
  for (const p of packages) {
    if (p.model !== device.model) continue;
    if (device.firmwareVersion && compareVersions(p.version, device.firmwareVersion) <= 0) continue;
    if (!inRollout(device.serial, p.rolloutPercent)) continue;
    if (!best || compareVersions(p.version, best.version) > 0) best = p;
  }
  return best;
}
