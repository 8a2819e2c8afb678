import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchIdle } from "./idleTimer";

describe("watchIdle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("calls onIdle once after the time without activity", () => {
    const target = new EventTarget();
    const onIdle = vi.fn();
    watchIdle({ timeoutMs: 60_000, onIdle, target });
    vi.advanceTimersByTime(59_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(600_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it.each(["mousemove", "mousedown", "keydown", "touchstart", "wheel", "scroll"])(
    "restarts the wait on %s",
    (type) => {
      const target = new EventTarget();
      const onIdle = vi.fn();
      watchIdle({ timeoutMs: 60_000, onIdle, target });
      vi.advanceTimersByTime(50_000);
      target.dispatchEvent(new Event(type));
      vi.advanceTimersByTime(50_000);
      expect(onIdle).not.toHaveBeenCalled();
      vi.advanceTimersByTime(10_000);
      expect(onIdle).toHaveBeenCalledTimes(1);
    },
  );

  it("stops watching when stopped", () => {
    const target = new EventTarget();
    const onIdle = vi.fn();
    const stop = watchIdle({ timeoutMs: 1000, onIdle, target });
    stop();
    target.dispatchEvent(new Event("keydown"));
    vi.advanceTimersByTime(5000);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it("runs on an injected clock", () => {
    const pending: Array<() => void> = [];
    const clock = { setTimeout: (fn: () => void) => pending.push(fn), clearTimeout: vi.fn() };
    const onIdle = vi.fn();
    watchIdle({ timeoutMs: 1000, onIdle, target: new EventTarget(), clock });
    pending.at(-1)?.();
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
