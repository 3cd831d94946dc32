import path from 'node:path';
import type { Config } from '../../env';
import { createDiskFileStore, type FileStore } from './file-store';
import { createS3FileStore } from './s3-file-store';

/** The store the configuration names: DATA_DIR/files, or the S3-compatible bucket (decision 047). */
export function openFileStore(config: Pick<Config, 'files' | 'dataDir'>): FileStore {
  return config.files.kind === 's3'
    ? createS3FileStore(config.files.s3)
    : createDiskFileStore(path.join(config.dataDir, 'files'));
}
