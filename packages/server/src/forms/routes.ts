import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../context.js";
import { registerModule } from "../modules/framework/register.js";
import { formAnswerModule } from "./declaration.js";
import { formSubmitRoutes } from "./submit-routes.js";

/** Form answers: the shoppers' public submit call and the operators' module (`formAnswer:*`). */
export async function formRoutes(app: FastifyInstance, ctx: ServerContext) {
  registerModule(app, ctx, formAnswerModule);
  await formSubmitRoutes(app, ctx);
}
