import { randomBytes } from "node:crypto";
import type { MediaStorage } from "./types.js";

export type ProbeStep = "write" | "read" | "delete";

export type ProbeResult =
  | { ok: true; type: MediaStorage["kind"]; steps: ProbeStep[]; ms: number }
  | { ok: false; type: MediaStorage["kind"]; failedStep: ProbeStep; detail: string };

/**
 * Checks that the store is reachable and writable the only sure way: writes a small probe object,
 * reads it back byte for byte, removes it and makes sure it is gone.
 */
export async function probeStorage(
  storage: MediaStorage,
  now: () => number = () => performance.now(),
): Promise<ProbeResult> {
  const started = now();
  const key = `probe/${randomBytes(16).toString("hex")}.txt`;
  const body = randomBytes(64);
  let step: ProbeStep = "write";
  try {
    const writer = await storage.createWriter(key, "text/plain");
    try {
      await writer.write(body);
      await writer.commit();
    } catch (error) {
      await writer.abort().catch(() => undefined);
      throw error;
    }
    step = "read";
    const pieces: Buffer[] = [];
    for await (const piece of await storage.read(key, 0, body.length - 1))
      pieces.push(Buffer.from(piece as Uint8Array));
    if (!Buffer.concat(pieces).equals(body))
      throw new Error("the probe read back differs from what was written");
    step = "delete";
    await storage.remove(key);
    if ((await storage.size(key)) !== undefined)
      throw new Error("the probe is still there after removal");
    return {
      ok: true,
      type: storage.kind,
      steps: ["write", "read", "delete"],
      ms: Math.round(now() - started),
    };
  } catch (error) {
    // Whatever stage failed, try not to leave the probe behind.
    if (step !== "write") await storage.remove(key).catch(() => undefined);
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, type: storage.kind, failedStep: step, detail: detail.slice(0, 300) };
  }
}
