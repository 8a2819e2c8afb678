// The device calls' answers (devices/API.md): the server builds them, the admin app reads them.
// Instants are Date objects where the server builds an answer and ISO text once it is sent, so
// each type takes `At`: the server writes `<Date>`, the app reads the default `<string>`.

/** A device's latest sale, as `GET /api/device/detail` gives it. */
export interface DeviceSaleAnswer<At = string> {
  id: number;
  deviceId: number;
  serial: string;
  buyer: string;
  buyerPhone: string;
  soldAt: At;
  priceCents: number;
  channel: string;
  agentId: number | null;
  /** The agent's user name, "" when none (or the user is gone). */
  agentName: string;
  notes: string;
  operatorId: number | null;
  createdAt: At;
}

/** One entry of a device's timeline (newest first). */
export interface DeviceHistoryEntry<At = string> {
  id: number;
  type: string;
  at: At;
  userId: number | null;
  /** "" when nobody (a device call) or the user is gone. */
  username: string;
  detail: Record<string, unknown>;
}

/** `GET /api/device/detail`: the device's row as the list shows it, its latest sale, its history. */
export interface DeviceDetailAnswer<At = string, Row = Record<string, unknown>> {
  device: Row;
  sale: DeviceSaleAnswer<At> | null;
  timeline: DeviceHistoryEntry<At>[];
}

export interface HeartbeatPoint<At = string> {
  at: At;
  battery: number | null;
  signal: number | null;
  lat: number | null;
  lng: number | null;
  firmwareVersion: string | null;
}

/** `GET /api/device/heartbeats`: the heartbeats between `from` and `to` (the server's clock). */
export interface HeartbeatsAnswer<At = string> {
  from: At;
  to: At;
  points: HeartbeatPoint<At>[];
}
