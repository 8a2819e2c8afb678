// An SOS alarm's status: the server stores and moves it, the admin app shows the next step.

export const SOS_STATUSES = ["new", "acknowledged", "resolved"] as const;

/** new → acknowledged → resolved, never back. */
export type SosStatus = (typeof SOS_STATUSES)[number];

/** Which step an alarm can take next, or none once resolved (or for a status this is not). */
export function nextSosStep(status: unknown): "acknowledge" | "resolve" | null {
  if (status === "new") return "acknowledge";
  if (status === "acknowledged") return "resolve";
  return null;
}
