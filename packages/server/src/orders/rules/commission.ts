/**
 * Distribution commissions (分销佣金) of one order, in integer cents: pure, for the order's
 * completion to credit and a refund to reverse.
 *
 * - The chain is the shopper's distributor (level 1) and that distributor's own (level 2); a
 *   level the settings do not pay (one level only), or a distributor disabled, earns nothing.
 * - A product listed in 分销商品 pays its own rates; every other product the settings' rates.
 * - Each line earns ⌊paid × rate⌋ on what the shopper paid for it (after the coupon, without
 *   freight), so refunding a line reverses exactly that line's commission: the reversal is the
 *   commission on the line before the refund minus the commission on what is left of it.
 */
export interface CommissionLine {
  goodsId: number;
  skuId: number;
  /** What the shopper paid for the line and still has paid (refunds taken off). */
  paidCents: number;
}

export interface CommissionSettings {
  enabled: boolean;
  levels: 1 | 2;
  /** Rates in basis points: 1000 is 10%. */
  level1Bp: number;
  level2Bp: number;
}

export interface ChainMember {
  appUserId: number;
  /** distributors.status: 1 enabled. */
  enabled: boolean;
}

export interface OrderCommission {
  level: 1 | 2;
  appUserId: number;
  cents: number;
  lines: Array<{ goodsId: number; skuId: number; cents: number }>;
}

const share = (cents: number, bp: number) =>
  Number((BigInt(Math.max(0, cents)) * BigInt(Math.max(0, bp))) / 10_000n);

export function orderCommissions(input: {
  lines: CommissionLine[];
  settings: CommissionSettings;
  /** 分销商品: a product's own level 1 and level 2 rates in basis points. */
  goodsRates: Map<number, { level1Bp: number; level2Bp: number }>;
  /** The shopper's distributor first, then theirs; shorter when there is none. */
  chain: ChainMember[];
}): OrderCommission[] {
  const { settings } = input;
  if (!settings.enabled) return [];
  const out: OrderCommission[] = [];
  for (const level of [1, 2] as const) {
    if (level > settings.levels) break;
    const member = input.chain[level - 1];
    if (!member?.enabled) continue;
    const lines = input.lines.map((line) => {
      const own = input.goodsRates.get(line.goodsId);
      const bp =
        level === 1 ? (own?.level1Bp ?? settings.level1Bp) : (own?.level2Bp ?? settings.level2Bp);
      return { goodsId: line.goodsId, skuId: line.skuId, cents: share(line.paidCents, bp) };
    });
    const cents = lines.reduce((sum, l) => sum + l.cents, 0);
    if (cents > 0)
      out.push({
        level,
        appUserId: member.appUserId,
        cents,
        lines: lines.filter((l) => l.cents > 0),
      });
  }
  return out;
}
