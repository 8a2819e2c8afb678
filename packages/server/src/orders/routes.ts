import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { shopperRoutes } from "./shopper-routes.js";

/** Orders (issue 33): the shopper's address book, cart, checkout and orders, and the back office. */
export async function orderRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  shopperRoutes(app, ctx);
}
