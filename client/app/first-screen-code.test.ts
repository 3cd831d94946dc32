import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_APP_MODULE } from '../../shared/first-screens';
import { FIRST_SCREENS } from '../../shared/route-access';

const CLIENT = path.resolve(__dirname, '..');

/**
 * What a source file imports and runs: every `import … from` and `export … from`, except those
 * that only bring types (`import type`, `export type`), which the build drops. An import whose
 * names are all marked `type` inside the braces still runs the module (verbatimModuleSyntax), so it
 * counts. Lazy `import()` does not: that code loads later.
 */
function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of code.matchAll(
    /^\s*(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/gm,
  )) {
    const [, typeOnly, specifier = ''] = match;
    if (!typeOnly) found.push(specifier);
  }
  return found;
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (candidate.match(/\.tsx?$/) && existsSync(candidate)) return candidate;
  }
  throw new Error(`${from}: cannot find ${specifier}`);
}

/** Each package the code reached from `starts` runs, with the chain of files that leads to it. */
function packagesReached(starts: string[]): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const via = new Map<string, string[]>(starts.map((start) => [start, [start]]));
  const todo = [...starts];
  while (todo.length > 0) {
    const file = todo.shift() as string;
    const chain = via.get(file) ?? [];
    for (const specifier of importsOf(file)) {
      const target = resolve(file, specifier);
      if (target === null) {
        const name = specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/');
        if (!packages.has(name)) packages.set(name, chain);
      } else if (!via.has(target)) {
        via.set(target, [...chain, target]);
        todo.push(target);
      }
    }
  }
  return packages;
}

const relative = (chain: string[]) => chain.map((file) => path.relative(CLIENT, file)).join(' → ');

describe('the code of the screens a signed-in visit starts on', () => {
  const screens = [
    ...new Set(
      Object.values(FIRST_SCREENS).flatMap((byRole) =>
        Object.values(byRole).map((screen) => screen.module),
      ),
    ),
  ];
  const reached = packagesReached(
    [SIGNED_IN_APP_MODULE, ...screens].map((module) => path.join(CLIENT, module)),
  );

  // Building the shared schemas took the phone's main thread longer than drawing the screen, and
  // the form libraries are the largest downloads after React (decision 017). Forms load with the
  // screens that show them; the first screens take their words and helpers from schema-free
  // modules (shared/*-basics.ts).
  it.each(['zod', 'react-hook-form', '@hookform/resolvers'])('run without %s', (name) => {
    const chain = reached.get(name);
    expect(chain ? relative(chain) : null, `${name} is reached through`).toBeNull();
  });
});
