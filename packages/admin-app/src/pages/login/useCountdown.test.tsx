import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { secondsLeft, useCountdown } from "./useCountdown";

describe("secondsLeft", () => {
  it("rounds up partial seconds and never goes below zero", () => {
    expect(secondsLeft(null, 5)).toBe(0);
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });
});

describe("useCountdown", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("counts 60 seconds down to zero, second by second", () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.remaining).toBe(0);
    act(() => result.current.start(60));
    expect(result.current.remaining).toBe(60);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current.remaining).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(0);
  });

  it("shows the true wait after time passed without ticks (a background tab)", () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    // The clock jumps while timers were throttled; the next tick reads the real time.
    act(() => {
      vi.setSystemTime(Date.now() + 45_000);
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.remaining).toBe(14);
  });
});
