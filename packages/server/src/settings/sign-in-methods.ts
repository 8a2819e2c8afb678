import type { FastifyRequest } from "fastify";
import type { ServerContext } from "../context.js";
import { type Envelope, fail } from "../http/envelope.js";
import { settingsTranslator } from "./messages.js";
import { readSiteSettings } from "./site-settings.js";

export type SignInMethod = "password" | "sms" | "qr";

const SWITCH = { password: "signInPassword", sms: "signInSms", qr: "signInQr" } as const;

/**
 * The refusal to answer when an administrator has turned `method` off, or undefined when it is
 * offered. Each sign-in handler calls this first, so a hidden tab is not a way round the setting.
 */
export async function refuseDisabledSignIn(
  ctx: ServerContext,
  request: FastifyRequest,
  method: SignInMethod,
): Promise<Envelope | undefined> {
  const settings = await readSiteSettings(ctx.db);
  if (settings[SWITCH[method]]) return undefined;
  return fail(settingsTranslator(request.locale)("settings.methodDisabled"));
}
