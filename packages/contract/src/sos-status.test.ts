import { describe, expect, it } from "vitest";
import { nextSosStep, SOS_STATUSES } from "./sos-status.js";

describe("an SOS alarm's next step", () => {
  it("goes new → acknowledge → resolve and stops once resolved", () => {
    expect(SOS_STATUSES.map(nextSosStep)).toEqual(["acknowledge", "resolve", null]);
  });

  it("offers no step for what is not a status", () => {
    expect([undefined, null, "", "NEW", 1].map(nextSosStep)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
