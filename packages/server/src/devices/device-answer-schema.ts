import { type Static, Type } from "@sinclair/typebox";
import type { DeviceDetailAnswer } from "@vitrine/contract";
import { assertType, type Equals, Instant, Nullable, okAnswer } from "../http/envelope-schema.js";

/**
 * The answers' schemas of the device list and detail (devices/API.md). The serialiser drops every
 * key a schema does not name, so each field of fields/*.ts and of the list's decoration
 * (declaration-hooks.ts) is listed here; device-answers.test.ts fails when one is missing.
 */
const Text = Type.String();
const Int = Type.Integer();
const Day = Nullable(Type.String());

/** A device row as the list (and the detail's `device`) answers it. */
export const DeviceRowSchema = Type.Object({
  id: Int,
  serial: Text,
  imei: Text,
  model: Text,
  hardwareVersion: Text,
  firmwareVersion: Text,
  batch: Text,
  producedOn: Day,
  state: Text,
  stateBeforeDelete: Nullable(Text),
  agentId: Nullable(Int),
  afterSaleId: Nullable(Int),
  appUserId: Nullable(Int),
  firstSeenAt: Nullable(Instant),
  lastSeenAt: Nullable(Instant),
  batteryLevel: Nullable(Int),
  signal: Nullable(Int),
  lat: Nullable(Type.Number()),
  lng: Nullable(Type.Number()),
  province: Nullable(Text),
  batteryModel: Text,
  batteryCapacityMah: Nullable(Int),
  batteryHealth: Nullable(Int),
  batteryCycles: Nullable(Int),
  batteryReplacedAt: Day,
  electrodeModel: Text,
  electrodeBatch: Text,
  electrodeFittedAt: Day,
  electrodeUsesLeft: Nullable(Int),
  electrodeReplaceBy: Day,
  remark: Text,
  soldAt: Nullable(Instant),
  deletedAt: Nullable(Instant),
  createdAt: Instant,
  updatedAt: Instant,
  // The decoration's (declaration-hooks.ts): null when the device never called.
  online: Nullable(Type.Boolean()),
  agentName: Text,
  afterSaleName: Text,
});
export type DeviceRowAnswer = Static<typeof DeviceRowSchema>;

export const SaleSchema = Type.Object({
  id: Int,
  deviceId: Int,
  serial: Text,
  buyer: Text,
  buyerPhone: Text,
  soldAt: Instant,
  priceCents: Int,
  channel: Text,
  agentId: Nullable(Int),
  agentName: Text,
  notes: Text,
  operatorId: Nullable(Int),
  createdAt: Instant,
});

const HistorySchema = Type.Object({
  id: Int,
  type: Text,
  at: Instant,
  userId: Nullable(Int),
  username: Text,
  detail: Type.Record(Type.String(), Type.Unknown()),
});

export const DeviceDetailSchema = Type.Object({
  device: DeviceRowSchema,
  sale: Nullable(SaleSchema),
  timeline: Type.Array(HistorySchema),
});

// The schema and the contract name the same keys: adding one to either side fails `tsc`.
assertType<
  Equals<Static<typeof DeviceDetailSchema>, DeviceDetailAnswer<string, DeviceRowAnswer>>
>();

/** `POST|GET /api/device/index`: a page of rows and the count of all matching. */
export const deviceListAnswer = okAnswer(
  Type.Object({ total: Int, data: Type.Array(DeviceRowSchema) }),
);
export const deviceDetailAnswer = okAnswer(DeviceDetailSchema);
