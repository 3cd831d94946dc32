import { describe, expect, it } from 'vitest';
import { type ModuleFacts, planChunks } from './signed-in-chunks';

const ROOT = '/app/client/';
const NM = '/app/node_modules/';
const ICONS = `${NM}lucide-react/dist/esm/`;

/** A small app: the main script, the public site, the signed-in frame and two first screens. */
function graph(): Record<string, Partial<ModuleFacts>> {
  return {
    [`${ROOT}main.tsx`]: { importedIds: [`${ROOT}app/app.tsx`, `${NM}react-dom/index.js`] },
    [`${ROOT}app/app.tsx`]: {
      importedIds: [`${ICONS}lucide-react.mjs`],
      dynamicallyImportedIds: [`${ROOT}app/app-routes.tsx`, `${ROOT}app/routes/landing.tsx`],
      code: 'import { Menu } from "lucide-react";',
    },
    [`${ROOT}app/routes/landing.tsx`]: {
      importedIds: [
        `${ROOT}components/card.tsx`,
        `${ROOT}components/form.tsx`,
        `${ICONS}lucide-react.mjs`,
      ],
      code: "import { Heart } from 'lucide-react';",
    },
    [`${ROOT}components/card.tsx`]: { importedIds: [`${NM}react-dom/index.js`], code: 'x' },
    // Small and shared, but it needs zod: a public page must not download zod for it.
    [`${ROOT}components/form.tsx`]: { importedIds: [`${NM}zod/index.js`], code: 'x' },
    [`${ROOT}app/app-routes.tsx`]: {
      importedIds: [`${ROOT}app/shell/header.tsx`],
      dynamicallyImportedIds: [
        `${ROOT}features/dashboard/dashboard.screen.tsx`,
        `${ROOT}features/medications/medications-today.screen.tsx`,
        `${ROOT}app/routes/settings.tsx`,
      ],
    },
    [`${ROOT}app/shell/header.tsx`]: { importedIds: [`${ROOT}components/card.tsx`] },
    [`${ROOT}features/dashboard/dashboard.screen.tsx`]: {
      importedIds: [
        `${ROOT}features/doses.tsx`,
        `${ROOT}components/form.tsx`,
        `${ICONS}lucide-react.mjs`,
      ],
      code: 'import { Pill, Heart as Love } from "lucide-react";',
    },
    [`${ROOT}features/medications/medications-today.screen.tsx`]: {
      importedIds: [`${ROOT}features/doses.tsx`],
    },
    [`${ROOT}app/routes/settings.tsx`]: { importedIds: [`${ROOT}features/settings-form.tsx`] },
    [`${ROOT}features/doses.tsx`]: { importedIds: [] },
    [`${ROOT}features/settings-form.tsx`]: { importedIds: [] },
    [`${ICONS}lucide-react.mjs`]: {
      importedIds: [`${ICONS}icons/menu.mjs`, `${ICONS}icons/heart.mjs`, `${ICONS}icons/pill.mjs`],
      code: [
        "export { default as Menu, default as MenuIcon } from './icons/menu.mjs';",
        "export { default as Heart } from './icons/heart.mjs';",
        "export { default as Pill, default as LucidePill } from './icons/pill.mjs';",
      ].join('\n'),
    },
    [`${ICONS}icons/menu.mjs`]: { importedIds: [], code: 'x' },
    [`${ICONS}icons/heart.mjs`]: { importedIds: [], code: 'x' },
    [`${ICONS}icons/pill.mjs`]: { importedIds: [], code: 'x' },
    [`${NM}react-dom/index.js`]: { importedIds: [], code: 'x' },
    [`${NM}zod/index.js`]: { importedIds: [], code: 'x' },
  };
}

function plan(modules = graph()) {
  const factsOf = (id: string): ModuleFacts | null => {
    const facts = modules[id];
    return facts ? { importedIds: [], dynamicallyImportedIds: [], code: null, ...facts } : null;
  };
  const chunks = planChunks(Object.keys(modules), factsOf);
  return Object.fromEntries([...chunks].map(([id, chunk]) => [id.replace('/app/', ''), chunk]));
}

describe('the chunks of the signed-in first screens', () => {
  it('groups the frame, the first screens and their small shared modules, and nothing else', () => {
    expect(plan()).toEqual({
      'client/app/shell/header.tsx': 'signed-in-frame',
      'client/features/doses.tsx': 'first-screens',
      // Only the dashboard draws the pill: signed-in code, though the icon index reaches it.
      'node_modules/lucide-react/dist/esm/icons/pill.mjs': 'first-screens',
      // Shared with the landing page, and needing nothing the main script does not hold.
      'client/components/card.tsx': 'common',
      'node_modules/lucide-react/dist/esm/icons/heart.mjs': 'common',
    });
  });

  it('leaves the main script, the screens themselves and the other screens to the bundler', () => {
    const planned = Object.keys(plan());
    for (const left of [
      'client/main.tsx',
      'client/app/app-routes.tsx',
      'client/features/dashboard/dashboard.screen.tsx',
      'client/features/settings-form.tsx',
      // the main script draws the menu icon itself
      'node_modules/lucide-react/dist/esm/icons/menu.mjs',
      'client/components/form.tsx',
    ]) {
      expect(planned).not.toContain(left);
    }
  });

  it('keeps a large shared module out of the common chunk', () => {
    const modules = graph();
    modules[`${ROOT}components/card.tsx`] = { importedIds: [], code: 'x'.repeat(5000) };
    expect(plan(modules)['client/components/card.tsx']).toBeUndefined();
  });

  it('plans nothing for a build without the app (the pre-rendering build)', () => {
    const modules = graph();
    delete modules[`${ROOT}main.tsx`];
    expect(plan(modules)).toEqual({});
  });
});
