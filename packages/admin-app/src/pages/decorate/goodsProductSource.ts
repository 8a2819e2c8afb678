import type { ProductItem, ProductSource } from "@vitrine/editor-react";
import type { HttpClient } from "../../api/http";

interface GoodsListRow {
  id: number;
  name: string;
  mainImage: string;
  price: string;
  type: number;
}

/** How many products one search of the product picker lists (the server's largest page is 200). */
export const PRODUCT_SEARCH_LIMIT = 50;

/**
 * The product picker's products: the goods on sale (`/api/goods/index`, tab onSale) of the chosen
 * type, or of every type (the picker opens so), whose name contains the text, filtered and paged on
 * the server, newest first, each with its main image as the thumbnail. A product keeps the price
 * it has today; a published page shows the current one anyway.
 */
export function createGoodsProductSource(
  http: HttpClient,
  limit = PRODUCT_SEARCH_LIMIT,
): ProductSource {
  return {
    async search({ type, text }) {
      const name = text.trim();
      const answer = await http.post<{ data: GoodsListRow[] }>("/goods/index", {
        page: 1,
        limit,
        tab: "onSale",
        ...(type === undefined ? {} : { type }),
        ...(name ? { name } : {}),
      });
      return answer.data.map(
        (row): ProductItem => ({
          id: row.id,
          name: row.name,
          coverUrl: row.mainImage,
          introduce: "",
          price: row.price,
          type: row.type as ProductItem["type"],
        }),
      );
    },
  };
}
