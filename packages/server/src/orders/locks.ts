/**
 * The orders area's advisory lock keys, apart from the server's others (727_001 migrations ...
 * 727_021 marketing SKU checks). Two-key locks take the shopper's id as the second key.
 */
export const ORDER_LOCKS = {
  /** Queues one shopper's address writes: the count and the one default are read current. */
  address: 727_033,
  /**
   * Queues one shopper's cart writes, checkouts, seckill takes and bargain starts: per-user limits
   * count what the shopper already holds, read current under this lock.
   */
  shopper: 727_034,
  /** The unpaid-order timeout sweep: one process sweeps, the others skip their turn. */
  timeoutSweep: 727_035,
} as const;
