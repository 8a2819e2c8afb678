import type { Readable } from "node:stream";

/** Receives one object's bytes in order; nothing is visible under the key before `commit`. */
export interface ObjectWriter {
  write(bytes: Buffer): Promise<void>;
  commit(): Promise<void>;
  /** Drops everything written so far; safe to call after a failure. */
  abort(): Promise<void>;
}

/** Where finished media live: local disk or an S3-compatible bucket, behind one interface. */
export interface MediaStorage {
  kind: "local" | "s3";
  createWriter(key: string, contentType: string): Promise<ObjectWriter>;
  /** Size in bytes, or undefined when there is no such object. */
  size(key: string): Promise<number | undefined>;
  /** Bytes `start` to `end` inclusive. */
  read(key: string, start: number, end: number): Promise<Readable>;
  remove(key: string): Promise<void>;
  /**
   * Removes what writers that never finished left behind (a crash during a merge) and was last
   * touched before `beforeMs`; answers how many. A live writer keeps touching its leftovers.
   */
  removeLeftovers(beforeMs: number): Promise<number>;
}

/**
 * Keys are built by the server only (type, date, md5, sniffed extension) and checked again before
 * any storage touches them, so nothing a client sends can reach a path or an object name.
 */
const KEY_PATTERN = /^(image|video)\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.(jpg|png|gif|mp4)$/;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/**
 * Firmware files (upload/firmware-routes.ts): written and read through the same storage, but not
 * media keys, so /uploads/ never serves them; their own download route sends them as attachments.
 */
const FIRMWARE_PATTERN = /^firmware\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.bin$/;

export function isFirmwareKey(key: string): boolean {
  return FIRMWARE_PATTERN.test(key);
}

/** The one other kind of object: the store check's probe, written, read back and removed at once. */
const PROBE_PATTERN = /^probe\/[0-9a-f]{32}\.txt$/;

export function isProbeKey(key: string): boolean {
  return PROBE_PATTERN.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key) && !isFirmwareKey(key) && !isProbeKey(key))
    throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}
