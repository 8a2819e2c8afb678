import { act, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { loadOnce } from "./load-once";

type Panel = { Panel: () => ReactElement };

/** A module whose fetch the test ends by hand. */
function heldModule() {
  let arrive: (module: Panel) => void = () => {};
  let fail: (error: Error) => void = () => {};
  let fetches = 0;
  const load = () => {
    fetches += 1;
    return new Promise<Panel>((resolve, reject) => {
      arrive = resolve;
      fail = reject;
    });
  };
  return {
    load,
    arrive: (module: Panel) => arrive(module),
    fail: (error: Error) => fail(error),
    fetches: () => fetches,
  };
}

const panelModule: Panel = { Panel: () => <p>the panel</p> };

function Slot({ use }: { use: () => Panel | undefined }) {
  const loaded = use();
  return loaded ? <loaded.Panel /> : <p>loading</p>;
}

describe("loadOnce", () => {
  // The 300 ms Suspense would add is React's fallback throttle, which act() turns off: the bench's
  // load to interactive (bench/editor-browser.bench.mjs) is what holds that in a browser.
  it("draws its fallback, then the module as soon as it arrives", async () => {
    const held = heldModule();
    const panel = loadOnce(held.load);
    render(<Slot use={panel.use} />);
    expect(screen.getByText("loading")).toBeTruthy();
    await act(async () => {
      held.arrive(panelModule);
      await panel.fetch();
    });
    expect(screen.getByText("the panel")).toBeTruthy();
    expect(screen.queryByText("loading")).toBeNull();
  });

  it("fetches once for every caller, and draws at once once loaded", async () => {
    const held = heldModule();
    const panel = loadOnce(held.load);
    const first = panel.fetch();
    render(<Slot use={panel.use} />);
    expect(held.fetches()).toBe(1);
    await act(async () => {
      held.arrive(panelModule);
      await first;
    });
    render(<Slot use={panel.use} />);
    expect(screen.getAllByText("the panel")).toHaveLength(2);
    expect(held.fetches()).toBe(1);
  });

  it("tries again after a failed fetch", async () => {
    const held = heldModule();
    const panel = loadOnce(held.load);
    const failed = panel.fetch();
    held.fail(new Error("chunk gone"));
    await expect(failed).rejects.toThrow("chunk gone");
    const again = panel.fetch();
    expect(held.fetches()).toBe(2);
    held.arrive(panelModule);
    await expect(again).resolves.toBe(panelModule);
  });
});
