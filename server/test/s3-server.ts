import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3FileStoreOptions } from '../platform/files/s3-file-store';

/**
 * A local S3-compatible server (s3rver) on a free port with one empty bucket, so the S3 store is
 * tested in CI with nothing else installed. `stop()` removes its folder.
 */
export async function startTestS3(): Promise<{
  options: S3FileStoreOptions;
  stop: () => Promise<void>;
}> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'kinwell-s3-'));
  const bucket = 'kinwell-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    options: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
