import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { registerModule } from "../modules/framework/register.js";
import { feedbackAdminRoutes } from "./admin-routes.js";
import { feedbackAppRoutes } from "./app-routes.js";
import { feedbackModule } from "./declaration.js";

/** Feedback: the app's submit and read calls, the generic list (`feedback:*`) and the operators' calls. */
export async function feedbackRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerModule(app, ctx, feedbackModule);
  await feedbackAdminRoutes(app, ctx);
  await feedbackAppRoutes(app, ctx);
}
