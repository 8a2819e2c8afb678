/** A page's public address as the server stores it (`/api/page/address` answers the same). */
export interface PageAddress {
  id: number;
  slug: string | null;
  isHome: boolean;
}

/** The page's public path: `/s/<slug>`, or `/s/page-<id>` while it has no slug of its own. */
export const publicPathOf = (address: PageAddress) => `/s/${address.slug ?? `page-${address.id}`}`;
