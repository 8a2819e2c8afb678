import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { QrStatus } from "../../api/auth";
import { startQrPolling } from "./qrPolling";

describe("QR polling", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function poll(answers: Array<QrStatus | Error>) {
    const check = vi.fn(async (_qrId: string) => {
      const next = answers.shift() ?? { status: "pending" as const };
      if (next instanceof Error) throw next;
      return next;
    });
    const onToken = vi.fn();
    const onExpired = vi.fn();
    const stop = startQrPolling({ qrId: "q-1", check, onToken, onExpired });
    return { check, onToken, onExpired, stop };
  }

  it("asks every 2 s while pending and hands over the token once confirmed", async () => {
    const { check, onToken, onExpired } = poll([
      { status: "pending" },
      { status: "pending" },
      { status: "confirmed", token: "tok" },
    ]);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledWith("q-1");
    await vi.advanceTimersByTimeAsync(4000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onToken).toHaveBeenCalledWith("tok");
    expect(onExpired).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it("reports expiry and stops asking", async () => {
    const { check, onToken, onExpired } = poll([{ status: "expired" }]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(onExpired).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(onToken).not.toHaveBeenCalled();
  });

  it("treats a confirmation whose token went elsewhere as a spent code", async () => {
    const { onToken, onExpired } = poll([{ status: "confirmed" }]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(onToken).not.toHaveBeenCalled();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it("keeps asking after a failed question", async () => {
    const { check, onToken } = poll([
      new Error("网络连接错误"),
      { status: "confirmed", token: "t" },
    ]);
    await vi.advanceTimersByTimeAsync(4000);
    expect(check).toHaveBeenCalledTimes(2);
    expect(onToken).toHaveBeenCalledWith("t");
  });

  it("asks nothing more once stopped (the tab was left)", async () => {
    const { check, stop } = poll([]);
    await vi.advanceTimersByTimeAsync(2000);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(1);
  });
});
