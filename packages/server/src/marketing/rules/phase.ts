/**
 * An activity's phase, derived from its window and whether an operator closed it early. Pure: the
 * clock is a parameter, so tests and the sweep decide what "now" is. Windows are half-open,
 * `startAt <= now < endAt` is running.
 */
export const PHASE = { upcoming: 0, running: 1, ended: 2, closed: 3 } as const;
export type Phase = (typeof PHASE)[keyof typeof PHASE];

export interface ActivityWindow {
  startAt: Date;
  endAt: Date;
  /** When an operator closed it early; null while it follows its window. */
  closedAt: Date | null;
}

export function phaseAt(window: ActivityWindow, now: Date): Phase {
  if (window.closedAt) return PHASE.closed;
  const t = now.getTime();
  if (t < window.startAt.getTime()) return PHASE.upcoming;
  if (t < window.endAt.getTime()) return PHASE.running;
  return PHASE.ended;
}
