/** The product types the page editor's picker offers (2 books, 5 other, 11 series). */
export const PRODUCT_TYPES = [2, 5, 11] as const;
