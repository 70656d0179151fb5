// Types of s3.mjs for the TypeScript tests that start their own test S3 server.
export interface TestS3 {
  /** http://127.0.0.1:<port>, path-style addressing. */
  url: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  stop(): void;
}

export function startS3(): Promise<TestS3>;
