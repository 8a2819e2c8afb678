import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerContext } from "../context.js";
import { ok } from "../http/envelope.js";

/** The signed-in user's identity, roles and button permissions, as the admin app builds on. */
function userInfo(request: FastifyRequest) {
  const { access, signedInAt } = request.auth!;
  return {
    userName: access.username,
    photo: access.photo,
    time: signedInAt.toISOString(),
    roles: access.roles,
    authBtnList: access.authBtnList,
  };
}

export async function userRoutes(app: FastifyInstance, _ctx: ServerContext) {
  app.get("/api/user/getUserInfo", async (request) => ok(userInfo(request)));
  app.post("/api/user/getUserListInfo", async (request) => ok(userInfo(request)));
}
