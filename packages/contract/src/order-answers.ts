/**
 * An order's lines as `/api/order/detail` (operators) and `/api/app/orders/detail` (shoppers)
 * answer them (server orders/order-view.ts): the admin app's order drawer and the shop's order
 * page both read this one shape.
 */
export interface OrderLineAnswer {
  id: number;
  goodsId: number;
  skuId: number;
  /** The product's name when ordered. */
  title: string;
  specText: string;
  image: string;
  unitPriceCents: number;
  quantity: number;
  amountCents: number;
}
