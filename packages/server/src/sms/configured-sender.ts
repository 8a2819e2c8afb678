import path from "node:path";
import { pathToFileURL } from "node:url";
import { createDevSmsSender, type DevSmsSender, type SmsLog, type SmsSender } from "./sender.js";

/**
 * What a provider module named by VITRINE_SMS_SENDER exports: a factory reading its own settings
 * (keys, sign name, template) from the environment it is given.
 */
export interface SmsSenderModule {
  createSmsSender(options: { env: NodeJS.ProcessEnv }): SmsSender | Promise<SmsSender>;
}

/**
 * Chooses how sign-in codes are delivered:
 * - VITRINE_SMS_SENDER set: the provider module it names (a path from the working folder, or a
 *   package name), in every mode;
 * - otherwise, in production mode: none, so sending a code is refused with a clear message instead
 *   of codes going to a log;
 * - otherwise: the development sender, keeping codes for the development endpoint only with
 *   VITRINE_DEV_SMS=1.
 * A provider that cannot be loaded stops the start with the reason, never a silent fallback.
 */
export async function resolveSmsSender(options: {
  env: NodeJS.ProcessEnv;
  production: boolean;
  log: SmsLog;
  cwd?: string;
}): Promise<SmsSender | DevSmsSender | null> {
  const specifier = options.env.VITRINE_SMS_SENDER?.trim();
  if (specifier) return loadProvider(specifier, options.env, options.cwd ?? process.cwd());
  if (options.production) return null;
  return createDevSmsSender({ log: options.log, keepCodes: devSmsEnabled(options.env) });
}

/** VITRINE_DEV_SMS=1 asks for the endpoint that shows sent codes (never honoured in production). */
export const devSmsEnabled = (env: NodeJS.ProcessEnv) => env.VITRINE_DEV_SMS === "1";

async function loadProvider(
  specifier: string,
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<SmsSender> {
  const isPath = specifier.startsWith(".") || path.isAbsolute(specifier);
  const target = isPath ? pathToFileURL(path.resolve(cwd, specifier)).href : specifier;
  let loaded: Partial<SmsSenderModule>;
  try {
    loaded = (await import(target)) as Partial<SmsSenderModule>;
  } catch (error) {
    throw new Error(`VITRINE_SMS_SENDER: cannot load "${specifier}": ${(error as Error).message}`);
  }
  if (typeof loaded.createSmsSender !== "function")
    throw new Error(`VITRINE_SMS_SENDER: "${specifier}" does not export createSmsSender()`);
  const sender = await loaded.createSmsSender({ env });
  if (typeof sender?.send !== "function")
    throw new Error(`VITRINE_SMS_SENDER: createSmsSender() of "${specifier}" returned no send()`);
  return sender;
}
