import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findProjectRoot } from '../server/lib/project-root';

/** Kinwell's version, from package.json. */
export const kinwellVersion = (): string =>
  (
    JSON.parse(readFileSync(path.join(findProjectRoot(), 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/** A size in bytes as a person reads it. */
export const sizeOf = (bytes: number): string =>
  bytes < 1024 * 1024
    ? `${(bytes / 1024).toFixed(0)} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
