import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { checkedName, type FileStorage, ObjectMissingError, type ObjectStore } from "./object-store";

/** S3_* settings (config.ts). Without keys the SDK's own chain is used (AWS_ACCESS_KEY_ID, a role...). */
export type S3Settings = {
  bucket: string;
  /** Absent: Amazon S3 itself. */
  endpoint?: string | undefined;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (MinIO, Ceph, Garage and most self-hosted servers) rather than in the host name. */
  forcePathStyle: boolean;
};

/** A store that takes longer than this to answer counts as unreachable; the SDK retries twice within it. */
const REQUEST_TIMEOUT_MS = 10_000;
const CONNECT_TIMEOUT_MS = 3_000;

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/**
 * S3-compatible object storage through the AWS SDK. Every object is private
 * (no ACL is ever set: the bucket's default, private, holds): identity images
 * are sealed before they are sent (sealed-store.ts) and read back only through
 * the authenticated route; catalogue pictures are served by the API too, with
 * their year-long caching, so the bucket never needs to be public.
 */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's newer
    // default of a CRC trailer on every upload.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
  const Bucket = settings.bucket;

  function area(areaName: string): ObjectStore {
    const prefix = `${checkedName(areaName)}/`;
    const Key = (name: string) => prefix + checkedName(name);
    return {
      async put(name, bytes, meta = {}) {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: Key(name),
            Body: bytes,
            ContentLength: bytes.length,
            ContentType: meta.contentType ?? "application/octet-stream",
            CacheControl: meta.cacheControl,
          }),
        );
      },
      async get(name) {
        try {
          const answer = await client.send(new GetObjectCommand({ Bucket, Key: Key(name) }));
          if (!answer.Body) throw new ObjectMissingError(name);
          return Buffer.from(await answer.Body.transformToByteArray());
        } catch (error) {
          if (statusOf(error) === 404) throw new ObjectMissingError(name);
          throw error;
        }
      },
      async has(name) {
        try {
          await client.send(new HeadObjectCommand({ Bucket, Key: Key(name) }));
          return true;
        } catch (error) {
          if (statusOf(error) === 404) return false;
          throw error;
        }
      },
      async remove(name) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: Key(name) }));
      },
      async list() {
        const names: string[] = [];
        let ContinuationToken: string | undefined;
        do {
          const page = await client.send(
            new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
          );
          for (const item of page.Contents ?? []) {
            if (item.Key) names.push(item.Key.slice(prefix.length));
          }
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
        return names.sort();
      },
    };
  }

  return {
    kind: "s3",
    area,
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async close() {
      client.destroy();
    },
  };
}
