#!/usr/bin/env node
// Makes sure a Chromium exists for the Playwright browser tests. Playwright cannot download its own
// browsers here, so the tests drive the system one (Debian's `chromium` package by default).
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const hasCommand = (name) =>
  spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.error) console.error(`ensure-chromium: ${command} failed: ${result.error.message}`);
  return result.status === 0;
};

if (isExecutable(chromiumPath)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && hasCommand('apt-get')) {
  console.log(`ensure-chromium: ${chromiumPath} not found; installing Debian's chromium package…`);
  if (run('apt-get', ['update', '-qq'])) {
    run('apt-get', ['install', '-y', '-qq', 'chromium']);
  }
  if (isExecutable(chromiumPath)) {
    console.log(`ensure-chromium: installed ${chromiumPath}`);
    process.exit(0);
  }
}

console.error(
  [
    `ensure-chromium: no Chromium found at ${chromiumPath}.`,
    'The browser tests (Playwright) use the system Chromium; Playwright does not download one here.',
    'Either install it (Debian/Ubuntu):',
    '    sudo apt-get update && sudo apt-get install chromium',
    'or point CHROMIUM_PATH at an existing Chromium/Chrome binary, e.g.:',
    '    CHROMIUM_PATH=/path/to/chromium npm run test:e2e',
  ].join('\n'),
);
process.exit(1);
