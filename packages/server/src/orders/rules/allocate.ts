/**
 * Splits `total` cents over parts in proportion to their weights, in whole cents that add up to
 * `total` exactly (largest remainder: each part gets the floor of its share, the cents left go to
 * the parts with the largest fractions, earlier parts first on a tie). The coupon's discount is
 * spread over its lines this way, so refunding one line gives back exactly what was paid for it.
 * BigInt keeps total × weight exact however large the order.
 */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const big = BigInt(total);
  const bigSum = BigInt(sum);
  const shares = weights.map((w) => (big * BigInt(w)) / bigSum);
  const remainders = weights.map((w, i) => ({ i, r: (big * BigInt(w)) % bigSum }));
  let left = total - shares.reduce((a, s) => a + Number(s), 0);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  const out = shares.map(Number);
  for (const { i } of remainders) {
    if (left <= 0) break;
    out[i]! += 1;
    left -= 1;
  }
  return out;
}
