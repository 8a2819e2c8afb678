import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";

/** Upload API of issue 4 (spec section 7): filled in by the uploads work. */
export async function uploadRoutes(_app: FastifyInstance, _ctx: ServerContext): Promise<void> {}
