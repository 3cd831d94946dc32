import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { setUpTestApp } from '../test/test-app';

const ctx = setUpTestApp();

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

/**
 * The published API description passes Redocly's recommended rules, as an independent client
 * generator would need: every operation named and summarised, the cookie security scheme
 * declared, error answers and their media types described.
 */
it('publishes an OpenAPI description with no lint errors', async () => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kinwell-openapi-'));
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, response.body);
  try {
    const { stdout } = await promisify(execFile)(
      path.resolve('node_modules/.bin/redocly'),
      [
        'lint',
        file,
        '--format=json',
        '--max-problems=100000',
        '--config',
        path.resolve('redocly.yaml'),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout: string }) => error);
    const { problems } = JSON.parse(stdout) as { problems: LintProblem[] };
    const errors = problems
      .filter((problem) => problem.severity === 'error' || problem.severity === 'warn')
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
