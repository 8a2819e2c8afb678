/**
 * Delivers sign-in codes. A real provider implements this in a module named by VITRINE_SMS_SENDER
 * (see configured-sender.ts), or is passed to createApp as `smsSender`.
 */
export interface SmsSender {
  send(mobile: string, code: string): Promise<void>;
}

export interface DevSmsSender extends SmsSender {
  /** The last code sent to a number, when the sender was asked to keep codes (VITRINE_DEV_SMS=1). */
  lastCode(mobile: string): string | undefined;
}

/** The part of the server's logger the development sender writes to. */
export interface SmsLog {
  warn(message: string): void;
}

/**
 * The development sender, used outside production mode when no provider is configured: writes each
 * code to the server log at warn level (the default LOG_LEVEL shows it, so a developer on a plain
 * `npm start` can sign in by mobile). With `keepCodes` it also remembers the last code per number for
 * the development endpoint the end-to-end tests read.
 */
export function createDevSmsSender(options: { log: SmsLog; keepCodes: boolean }): DevSmsSender {
  const last = new Map<string, string>();
  return {
    async send(mobile, code) {
      options.log.warn(`[sms] development sender, sign-in code for ${mobile}: ${code}`);
      if (options.keepCodes) last.set(mobile, code);
    },
    lastCode: (mobile) => last.get(mobile),
  };
}
