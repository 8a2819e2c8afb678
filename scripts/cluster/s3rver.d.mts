// Types for the TypeScript tests that start the same s3rver as `npm run cluster`.
import type { ChildProcess } from "node:child_process";
export declare const S3RVER_KEY: string;
export declare const S3RVER_BUCKET: string;
export interface S3rver {
  url: string;
  child: ChildProcess;
  exited: Promise<unknown>;
  env: {
    STORAGE: "s3";
    S3_ENDPOINT: string;
    S3_BUCKET: string;
    S3_ACCESS_KEY: string;
    S3_SECRET_KEY: string;
    S3_REGION: string;
  };
  stop(): Promise<void>;
}
export declare function startS3rver(options: {
  dir: string;
  port?: number;
  bucket?: string;
  detached?: boolean;
}): Promise<S3rver>;
