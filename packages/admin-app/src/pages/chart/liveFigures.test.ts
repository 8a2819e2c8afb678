import { describe, expect, it } from "vitest";
import type { DashboardSummary } from "../home/dashboardApi";
import { applyFleetEvent } from "./liveFigures";

const summary: DashboardSummary = {
  generatedAt: "2026-11-26T04:30:00.000Z",
  timeZone: "UTC",
  devicesOnline: { now: 2, inService: 3 },
  openSos: { today: 1, yesterday: 0, last30: 4, previous30: 2, open: 2, waiting: 1 },
};
const at = "2026-11-26T04:31:00.000Z";

describe("live figures on the wall", () => {
  it("move the online count with devices coming and going, within 0 and the devices in service", () => {
    const up = applyFleetEvent(summary, { type: "online", deviceId: 1, serial: "A", at });
    expect(up).toMatchObject({ devicesOnline: { now: 3, inService: 3 } });
    const capped = applyFleetEvent(up as DashboardSummary, {
      type: "online",
      deviceId: 2,
      serial: "B",
      at,
    });
    expect(capped).toMatchObject({ devicesOnline: { now: 3 } });
    const down = applyFleetEvent(
      { ...summary, devicesOnline: { now: 0, inService: 3 } },
      { type: "offline", deviceId: 1, serial: "A", at },
    );
    expect(down).toMatchObject({ devicesOnline: { now: 0 } });
  });

  it("count a new alarm as open and waiting, and reload on a status change", () => {
    const raised = applyFleetEvent(summary, {
      type: "sos",
      alarmId: 7,
      deviceId: 1,
      serial: "A",
      appUserId: null,
      at,
      lat: null,
      lng: null,
    });
    expect(raised).toMatchObject({ openSos: { open: 3, waiting: 2, today: 2, last30: 5 } });
    expect(applyFleetEvent(summary, { type: "sosChanged", alarmId: 7, status: "resolved" })).toBe(
      "reload",
    );
  });

  it("leave out what the user may not see", () => {
    const bare: DashboardSummary = { generatedAt: at, timeZone: "UTC" };
    expect(applyFleetEvent(bare, { type: "online", deviceId: 1, serial: "A", at })).toBe(bare);
    expect(applyFleetEvent(bare, { type: "sosChanged", alarmId: 1, status: "new" })).toBe(bare);
  });
});
