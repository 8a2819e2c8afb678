/**
 * A distributor's invite code, shared as `/s/?inviter=<code>` or on a product link: the app user's
 * id in base 36 after a letter. One definition for the server, which binds by it, and the
 * back-office, which shows the link. Readable on purpose: the code names whom a new shopper's
 * orders pay commission to, which the shopper may choose freely; it grants nothing to its holder.
 */
export function inviteCode(appUserId: number): string {
  return `v${appUserId.toString(36)}`;
}

const CODE = /^v[0-9a-z]{1,7}$/;

/** The app user id an invite code names, or undefined for anything else. */
export function inviterOf(code: unknown): number | undefined {
  if (typeof code !== "string" || !CODE.test(code)) return undefined;
  const id = Number.parseInt(code.slice(1), 36);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

/** The path a distributor shares: the shop's home, or a product page, with their code. */
export function inviteLink(appUserId: number, goodsId?: number): string {
  const path = goodsId === undefined ? "/s/" : `/s/product/${goodsId}`;
  return `${path}?inviter=${inviteCode(appUserId)}`;
}
