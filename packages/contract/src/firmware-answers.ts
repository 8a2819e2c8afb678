// The firmware calls' answers (devices/API.md), built by the server and read by the admin app.
// `At` as in device-answers.ts: Date where the server builds it, ISO text on the wire.

/** One upgrade a device reported for a package. */
export interface UpgradeResult<At = string> {
  id: number;
  deviceId: number;
  serial: string;
  fromVersion: string;
  toVersion: string;
  success: boolean;
  message: string;
  reportedAt: At;
}

/** `GET /api/firmware/results`: the counts of a package and its newest 500 results. */
export interface UpgradeResults<At = string> {
  success: number;
  failed: number;
  rows: UpgradeResult<At>[];
}
