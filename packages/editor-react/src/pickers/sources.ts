// What a host gives <Editor> so the pickers can offer its pages and products. Both are searches
// the host answers however it likes (the admin app over its server, an embedding team its own).

/** One of the host's published pages, a target of an internal link. */
export interface PageLink {
  id: string | number;
  name: string;
  /** The address a shopper is taken to (stored with the link so previews need no look-up). */
  url: string;
}

export interface PageSource {
  /** Published pages whose name contains the text (all of them for ""). */
  search(text: string): Promise<readonly PageLink[]>;
}

/** The product types the picker offers (spec section 2: 2 books, 5 other, 11). */
export const PRODUCT_TYPES = [2, 5, 11] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** A product as the product list stores it in `imageList` (the original's field names). */
export interface ProductItem {
  id: string | number;
  name: string;
  coverUrl: string;
  introduce: string;
  price: number | string;
  type: ProductType;
}

export interface ProductSource {
  /**
   * Products of the type whose name contains the text (all of that type for ""); `type`
   * undefined: products of every type (the picker opens so).
   */
  search(query: { type: ProductType | undefined; text: string }): Promise<readonly ProductItem[]>;
}

/** The link stored in a field's `http` object for an internal link to a page. */
export interface InternalLinkValue {
  pageId: string | number;
  name: string;
  url: string;
}
