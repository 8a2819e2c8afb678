import { describe, expect, it } from "vitest";
import { runStyle, sameRunProps, splitIntoRuns } from "./runs";

const ids = Array.from({ length: 60 }, (_, i) => `b${i}`);

describe("runs of a long list", () => {
  it("splits 60 ids into runs of 25, 25 and 10, keyed by their first position", () => {
    const runs = splitIntoRuns(ids, null, null, false);
    expect(runs.map((run) => [run.start, run.ids.length])).toEqual([
      [0, 25],
      [25, 25],
      [50, 10],
    ]);
    expect(runs.flatMap((run) => run.ids)).toEqual(ids);
    expect(runs.every((run) => run.insertBefore === null && !run.holdsDragged)).toBe(true);
  });

  it("gives the drop line and the dragged item to the run that holds them", () => {
    const runs = splitIntoRuns(ids, "b30", "b3", false);
    expect(runs.map((run) => run.insertBefore)).toEqual([null, "b30", null]);
    expect(runs.map((run) => run.holdsDragged)).toEqual([true, false, false]);
  });

  it("puts a drop at the end in the last run only when asked", () => {
    expect(splitIntoRuns(ids, "end", null, true).map((run) => run.insertBefore)).toEqual([
      null,
      null,
      "end",
    ]);
    expect(splitIntoRuns(ids, "end", null, false).map((run) => run.insertBefore)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it("compares runs' ids by content and the other props as they are", () => {
    const onRender = () => {};
    const a = { ids: ["x", "y"], holdsDragged: false, onRender };
    expect(sameRunProps(a, { ...a, ids: ["x", "y"] })).toBe(true);
    expect(sameRunProps(a, { ...a, ids: ["y", "x"] })).toBe(false);
    expect(sameRunProps(a, { ...a, holdsDragged: true })).toBe(false);
    expect(sameRunProps(a, { ...a, onRender: () => {} })).toBe(false);
  });

  it("sizes an unseen run by its items until it is laid out", () => {
    expect(runStyle(44)).toEqual({
      contentVisibility: "auto",
      containIntrinsicSize: "auto 1100px",
    });
  });
});
