import { describe, expect, it } from "vitest";
import { createSosInbox, type SosInboxItem } from "./sosInbox";

const alarm = (alarmId: number): SosInboxItem => ({
  kind: "event",
  event: {
    type: "sos",
    alarmId,
    deviceId: 1,
    serial: "SN-1",
    appUserId: null,
    at: "2026-11-26T10:00:00.000Z",
    lat: null,
    lng: null,
  },
});

describe("the SOS inbox between the listener and the lazily loaded notifier", () => {
  it("keeps what arrives before the notifier is there and hands it over in order, then live", () => {
    const inbox = createSosInbox();
    inbox.push(alarm(1));
    inbox.push({ kind: "missed", since: new Date(0) });
    const seen: SosInboxItem[] = [];
    const stop = inbox.drain((item) => seen.push(item));
    inbox.push(alarm(2));
    expect(seen).toEqual([alarm(1), { kind: "missed", since: new Date(0) }, alarm(2)]);
    stop();
    // After the notifier unmounts, items wait again for the next one.
    inbox.push(alarm(3));
    const later: SosInboxItem[] = [];
    inbox.drain((item) => later.push(item));
    expect(later).toEqual([alarm(3)]);
  });
});
