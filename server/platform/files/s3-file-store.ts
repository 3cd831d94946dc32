import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { assertFileKey, type FileStore } from './file-store';

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, Garage, Backblaze B2, Cloudflare R2, …). */
export interface S3FileStoreOptions {
  bucket: string;
  region: string;
  /** Another service's address, e.g. https://s3.eu-central-003.backblazeb2.com; AWS when absent. */
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (most self-hosted stores). */
  forcePathStyle: boolean;
  /** Keys are kept under this folder of the bucket (no trailing slash), e.g. `kinwell`. */
  prefix?: string | undefined;
}

const isFileKey = (key: string) => {
  try {
    assertFileKey(key);
    return true;
  } catch {
    return false;
  }
};

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/**
 * Files in an S3-compatible bucket. The SDK's newer default checksums (CRC32 on every upload and
 * download) are asked for only when an operation needs them, since several S3-compatible stores
 * refuse or mishandle them (decision 047).
 */
export function createS3FileStore(options: S3FileStoreOptions): FileStore {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    credentials: {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
    },
    forcePathStyle: options.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const folder = options.prefix ? `${options.prefix.replace(/\/+$/, '')}/` : '';
  const objectKey = (key: string) => {
    assertFileKey(key);
    return `${folder}${key}`;
  };

  return {
    kind: 's3',
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: 'application/octet-stream',
        }),
      );
    },
    async putFile(key, sourcePath) {
      // Sent as a stream of the size it has: the SDK reads it chunk by chunk.
      const { size } = await stat(sourcePath);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: createReadStream(sourcePath),
          ContentLength: size,
          ContentType: 'application/octet-stream',
        }),
      );
    },
    async read(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: objectKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        // "bytes 2-4/10" names the whole file's size when a range was asked for.
        const total = answer.ContentRange?.split('/')[1];
        const size = total && total !== '*' ? Number(total) : (answer.ContentLength ?? 0);
        return { body: answer.Body as Readable, size };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async size(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return answer.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async *list(prefix = '') {
      const pages = paginateListObjectsV2({ client }, { Bucket, Prefix: `${folder}${prefix}` });
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(folder.length);
          // Objects Kinwell did not write (a shared bucket) are not its files.
          if (key && isFileKey(key)) yield key;
        }
      }
    },
  };
}
