/** Delivers sign-in codes. A real provider implements this and is passed to createApp. */
export interface SmsSender {
  send(mobile: string, code: string): Promise<void>;
}

export interface DevSmsSender extends SmsSender {
  /** The last code sent to a number; kept only outside production mode, for local use and tests. */
  lastCode(mobile: string): string | undefined;
}

/**
 * The development sender: prints each code to the server log. Outside production it also remembers
 * the last code per number so the end-to-end tests can sign in by mobile.
 */
export function createDevSmsSender(options: {
  production: boolean;
  log?: (line: string) => void;
}): DevSmsSender {
  const last = new Map<string, string>();
  const log = options.log ?? ((line: string) => console.log(line));
  return {
    async send(mobile, code) {
      log(`[sms] sign-in code for ${mobile}: ${code}`);
      if (!options.production) last.set(mobile, code);
    },
    lastCode: (mobile) => (options.production ? undefined : last.get(mobile)),
  };
}
