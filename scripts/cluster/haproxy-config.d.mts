// Types for the TypeScript tests that run the same HAProxy config as `npm run cluster`.
export declare const templatePath: string;
export declare function haproxyBinary(env?: NodeJS.ProcessEnv): string;
export declare function renderHaproxyConfig(options: {
  bind: string;
  servers: { name: string; host: string; port: number }[];
}): string;
export declare function waitForPort(host: string, port: number, boundMs?: number): Promise<void>;
