import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODULES } from '../../modules';
import type { AuditDescriptions } from './audit-actions';
import { createAuditDescriber } from './audit.descriptions';

const serverDir = fileURLToPath(new URL('../../', import.meta.url));

/** Every `defineAuditActions` result exported from a `*.audit.ts` file, wherever it lives. */
async function definitionsOnDisk() {
  const files = readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.audit.ts'),
  );
  const modules = await Promise.all(
    files.map((file) => import(/* @vite-ignore */ `${serverDir}${file}`) as Promise<object>),
  );
  return modules.flatMap((exports) =>
    Object.values(exports).filter(
      (value): value is { descriptions: AuditDescriptions } =>
        typeof value === 'object' && value !== null && 'descriptions' in value,
    ),
  );
}

const AUDIT_DEFINITIONS = MODULES.flatMap((module) => module.audit ?? []);

describe('audit action definitions', () => {
  it('are all declared by a module, so every action is described in the log', async () => {
    const onDisk = await definitionsOnDisk();
    expect(onDisk.length).toBeGreaterThan(10);
    for (const definition of onDisk) expect(AUDIT_DEFINITIONS).toContain(definition);
  });

  it('declare each action once across the whole app', () => {
    const actions = AUDIT_DEFINITIONS.flatMap(({ descriptions }) => Object.keys(descriptions));
    const repeated = actions.filter((action, index) => actions.indexOf(action) !== index);
    expect(repeated).toEqual([]);
  });

  it('describe each action in words, or say on purpose that there are none yet (null)', () => {
    for (const { descriptions } of AUDIT_DEFINITIONS) {
      for (const [action, description] of Object.entries(descriptions)) {
        expect(action).toMatch(/^[a-z_]+\.[a-z_]+$/);
        if (description !== null) expect(description.trim(), action).not.toBe('');
      }
    }
  });
});

describe('createAuditDescriber', () => {
  const describeAction = createAuditDescriber([
    { descriptions: { 'task.created': 'Added a task', 'user.deleted': null } },
    { descriptions: { 'dose.logged': 'Logged a dose' } },
  ]);

  it('gives each definition’s words', () => {
    expect(describeAction('task.created')).toBe('Added a task');
    expect(describeAction('dose.logged')).toBe('Logged a dose');
  });

  it('shows an action without words as it is stored', () => {
    expect(describeAction('user.deleted')).toBe('user.deleted');
    expect(describeAction('something.older')).toBe('something.older');
  });
});
