import { eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { firmwarePackages, firmwareUpgradeResults } from "../firmware/schema.js";
import type { KnownDevice } from "./known-devices.js";
import { deviceEvents, devices } from "./schema.js";

/**
 * A device's report on an upgrade it tried: the result and a device event, and on success its new
 * firmware version. A package of another model is refused (undefined).
 */
export function createUpgradeReporter(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  return async function reportUpgrade(
    device: KnownDevice,
    input: {
      packageId: number;
      success: boolean;
      fromVersion: string;
      toVersion: string;
      message: string;
    },
  ): Promise<number | undefined> {
    const [pkg] = await db
      .select({
        id: firmwarePackages.id,
        model: firmwarePackages.model,
        version: firmwarePackages.version,
      })
      .from(firmwarePackages)
      .where(eq(firmwarePackages.id, input.packageId));
    if (!pkg || pkg.model !== device.model) return undefined;
    const at = now();
    const toVersion = input.toVersion || pkg.version;
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(firmwareUpgradeResults)
        .values({
          packageId: pkg.id,
          deviceId: device.id,
          fromVersion: input.fromVersion,
          toVersion,
          success: input.success,
          message: input.message,
          reportedAt: at,
        })
        .returning({ id: firmwareUpgradeResults.id });
      await tx.insert(deviceEvents).values({
        deviceId: device.id,
        type: "firmware",
        at,
        detail: {
          packageId: pkg.id,
          version: pkg.version,
          fromVersion: input.fromVersion,
          success: input.success,
          message: input.message,
        },
      });
      if (input.success) {
        await tx
          .update(devices)
          .set({ firmwareVersion: toVersion })
          .where(eq(devices.id, device.id));
        device.firmwareVersion = toVersion;
      }
      return row!.id;
    });
  };
}
