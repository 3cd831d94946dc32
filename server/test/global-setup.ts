import type { TestProject } from 'vitest/node';
import { prepareTemplate } from './test-database';

/** Migrates one template database per run; each test file then starts from a copy of it. */
export default async function setup(project: TestProject) {
  const { teardown, ...template } = await prepareTemplate();
  project.provide('dbTemplate', template);
  return teardown;
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string };
  }
}
