import path from "node:path";
import { pathToFileURL } from "node:url";
import * as alipay from "./alipay-provider.js";
import * as dev from "./dev-provider.js";
import type { PaymentProvider, PaymentProviderModule } from "./provider.js";

const BUILT_IN: Record<string, PaymentProviderModule> = { dev, alipay };

/**
 * Chooses how shoppers pay, as resolveSmsSender chooses the SMS sender:
 * - VITRINE_PAYMENT_PROVIDER=dev or alipay: the built-in provider;
 * - VITRINE_PAYMENT_PROVIDER=<path or package>: a module exporting createPaymentProvider({ env });
 * - unset: the development provider outside production, none in production (checkout then
 *   refuses to take payment with a clear message, rather than handing out goods for nothing).
 * A provider that cannot be created (a missing key, dev in production) stops the start with the
 * reason, never a silent fallback.
 */
export async function resolvePaymentProvider(options: {
  env: NodeJS.ProcessEnv;
  cwd?: string;
}): Promise<PaymentProvider | null> {
  const { env } = options;
  const specifier = env.VITRINE_PAYMENT_PROVIDER?.trim();
  if (!specifier) return env.NODE_ENV === "production" ? null : dev.createPaymentProvider({ env });
  const module = BUILT_IN[specifier] ?? (await loadModule(specifier, options.cwd ?? process.cwd()));
  const provider = await module.createPaymentProvider({ env });
  for (const name of ["createPayment", "verifyNotification", "refund"] as const)
    if (typeof provider?.[name] !== "function")
      throw new Error(
        `VITRINE_PAYMENT_PROVIDER: "${specifier}" returned a provider without ${name}()`,
      );
  return provider;
}

async function loadModule(specifier: string, cwd: string): Promise<PaymentProviderModule> {
  const isPath = specifier.startsWith(".") || path.isAbsolute(specifier);
  const target = isPath ? pathToFileURL(path.resolve(cwd, specifier)).href : specifier;
  let loaded: Partial<PaymentProviderModule>;
  try {
    loaded = (await import(target)) as Partial<PaymentProviderModule>;
  } catch (error) {
    throw new Error(
      `VITRINE_PAYMENT_PROVIDER: cannot load "${specifier}": ${(error as Error).message}`,
    );
  }
  if (typeof loaded.createPaymentProvider !== "function")
    throw new Error(
      `VITRINE_PAYMENT_PROVIDER: "${specifier}" does not export createPaymentProvider()`,
    );
  return loaded as PaymentProviderModule;
}

/** The checkout's entry point: the provider VITRINE_PAYMENT_PROVIDER chooses (see above). */
export const createPaymentProvider = resolvePaymentProvider;
