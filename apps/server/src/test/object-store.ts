import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { S3Settings } from "../modules/files/s3-object-store";

/** The parts of s3rver (an npm package without types) that the tests use. */
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  vhostBuckets: boolean;
  configureBuckets: { name: string }[];
}) => { run(): Promise<{ port: number }>; close(): Promise<void>; httpServer?: Server };

type Context = { path: string; params: { bucket?: string; key?: string } };
type Middleware = (ctx: Context, next: () => Promise<unknown>) => Promise<unknown>;

/**
 * s3rver checks SigV4 over the path it rebuilt from the route (`/bucket`), while S3 signs
 * the path as sent: the SDK sends bucket requests (list, head) as `/bucket/`, so every one
 * of them failed its check. Its check is wrapped, before s3rver is loaded, to sign the path
 * as sent, so that the signature is still checked on every request rather than switched off.
 */
function loadS3rver(): S3rverClass {
  const require = createRequire(import.meta.url);
  const checkPath = require.resolve("@20minutes/s3rver/lib/middleware/authentication");
  const original = require(checkPath) as (() => Middleware) & { signsPathAsSent?: true };
  const cached = require.cache[checkPath];
  // Once per process: the module cache is shared by the test files a worker runs.
  if (cached && !original.signsPathAsSent) {
    cached.exports = Object.assign(
      () => {
        const check = original();
        return (ctx: Context, next: () => Promise<unknown>) => {
          const bucket = ctx.params.bucket;
          if (!bucket || ctx.params.key || !ctx.path.endsWith("/")) return check(ctx, next);
          ctx.params.bucket = `${bucket}/`;
          return check(ctx, () => {
            ctx.params.bucket = bucket;
            return next();
          });
        };
      },
      { signsPathAsSent: true as const },
    );
  }
  return require("@20minutes/s3rver") as S3rverClass;
}
const S3rver = loadS3rver();

/** The test server's one key pair; it checks every request's signature (SigV4) against it. */
export const S3_TEST_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
export const S3_TEST_BUCKET = "seller-files";

export type S3TestServer = { settings: S3Settings; close(): Promise<void> };

/**
 * A real S3-protocol server on a free local port (s3rver, from npm: it speaks
 * the REST API over HTTP, keeps objects on disk and refuses a request whose
 * signature does not match), with one empty bucket. The app reaches it through
 * the AWS SDK exactly as it would reach MinIO or Amazon S3, path-style.
 */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), "seller-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: S3_TEST_BUCKET }],
  });
  const { port } = await server.run();
  return {
    settings: {
      bucket: S3_TEST_BUCKET,
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      credentials: S3_TEST_CREDENTIALS,
      forcePathStyle: true,
    },
    async close() {
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** TEST_OBJECT_STORE=s3 runs every test app's files through the S3 test server (scripts/test.mjs). */
export const filesOnS3 = process.env.TEST_OBJECT_STORE === "s3";
