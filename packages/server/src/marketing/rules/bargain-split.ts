/**
 * How much each help takes off a bargain, in whole cents. Each help takes a random share of what is
 * left, at least 1 cent, leaving at least 1 cent for every help still to come, and the last help
 * takes exactly what is left, so the price lands on the floor on the last help and never below.
 * `random` answers [0, 1) (Math.random, or a seeded source in tests).
 */
export function nextCut(remainingCents: number, helpsLeft: number, random: () => number): number {
  if (!Number.isSafeInteger(remainingCents) || !Number.isSafeInteger(helpsLeft))
    throw new RangeError("whole cents and helps only");
  if (helpsLeft < 1 || remainingCents < helpsLeft)
    throw new RangeError("each help must take at least one cent");
  if (helpsLeft === 1) return remainingCents;
  const most = remainingCents - (helpsLeft - 1);
  // Up to twice the fair share, so cuts vary but early helpers cannot take almost everything.
  const upper = Math.min(most, Math.max(1, Math.floor((2 * remainingCents) / helpsLeft)));
  const r = random();
  const share = Number.isFinite(r) ? Math.min(Math.max(r, 0), 0.999_999_999) : 0;
  return Math.min(upper, 1 + Math.floor(share * upper));
}

/** Every cut of a bargain from start to floor with `helpers` helps (for previews and tests). */
export function splitBargain(
  startCents: number,
  floorCents: number,
  helpers: number,
  random: () => number,
): number[] {
  const cuts: number[] = [];
  let remaining = startCents - floorCents;
  for (let left = helpers; left > 0; left--) {
    const cut = nextCut(remaining, left, random);
    cuts.push(cut);
    remaining -= cut;
  }
  return cuts;
}
