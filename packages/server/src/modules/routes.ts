import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";

/** Generic module calls of issue 7 (`/api/<module>/index|add|del|list|info|status`). */
export async function moduleRoutes(_app: FastifyInstance, _ctx: ServerContext): Promise<void> {}
