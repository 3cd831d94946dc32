import type { Plugin } from 'vite';
import { SIGNED_IN_APP_MODULE } from '../shared/first-screens';
import { FIRST_SCREENS } from '../shared/route-access';

/** The chunks this plan fills; every other module is left to the bundler. */
export type ChunkName = 'common' | 'signed-in-frame' | 'first-screens';

/** The largest module (its code, in characters) the shared `common` chunk takes. */
const COMMON_MODULE_SIZE = 4096;

/** What the plan needs to know of a module, as the bundler reports it once the graph is built. */
export interface ModuleFacts {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  code: string | null;
}

/**
 * Which chunk a module goes to, so that a signed-in first screen loads a handful of files instead
 * of some fifty (decision 017, "Addendum — fewer files before the first screen").
 *
 * Left to itself, the bundler makes a chunk for every distinct set of lazily loaded screens that
 * share a module: the dashboard loaded 56 files, most of 1–3 KB, and a phone on a slow connection
 * pays a round trip for each handful. The plan:
 * - `signed-in-frame`: what the signed-in frame (`app-routes.tsx`) imports statically and no
 *   signed-out screen can load;
 * - `first-screens`: the same for the rest of the screens a visit starts on
 *   (`firstScreen` in shared/route-manifest.ts): the dashboard, today's doses and memory support
 *   share most of it;
 * - `common`: small modules those screens share with signed-out screens (cards, icons, the
 *   circle's queries), but only those that need nothing beyond the main script and each other, so
 *   a public page that loads the chunk for a card downloads neither the form library nor zod.
 * The frame and each screen stay chunks of their own (the app shell's hints name them); the other
 * screens, and what the main script itself holds, keep the bundler's own chunks.
 */
export function planChunks(
  ids: readonly string[],
  factsOf: (id: string) => ModuleFacts | null,
): Map<string, ChunkName> {
  const plan = new Map<string, ChunkName>();
  const byPath = (relative: string) =>
    ids.find((id) => id.replaceAll('\\', '/').endsWith(`/client/${relative}`));
  const entry = byPath('main.tsx');
  const frame = byPath(SIGNED_IN_APP_MODULE);
  if (!entry || !frame) return plan; // the pre-rendering build has neither
  const screens = [
    ...new Set(Object.values(FIRST_SCREENS).flatMap((byRole) => Object.values(byRole))),
  ].flatMap((screen) => byPath(screen.module) ?? []);

  const icons = iconFiles(ids, (id) => factsOf(id)?.code ?? null);
  /** What a module imports, with the icon library's index replaced by the icons it names. */
  const importsOf = (id: string, lazily: boolean): string[] => {
    const facts = factsOf(id);
    if (!facts) return [];
    const found = [...facts.importedIds, ...(lazily ? facts.dynamicallyImportedIds : [])];
    if (!icons || !found.includes(icons.index)) return found;
    return [...found.filter((imported) => imported !== icons.index), ...icons.namedIn(facts.code)];
  };
  const reach = (starts: string[], lazily: boolean, stopAt?: string) => {
    const seen = new Set<string>();
    const todo = [...starts];
    while (todo.length > 0) {
      const id = todo.pop() as string;
      if (seen.has(id) || id === stopAt) continue;
      seen.add(id);
      todo.push(...importsOf(id, lazily));
    }
    return seen;
  };

  const signedOut = reach([entry], true, frame);
  const own = new Set([frame, ...screens]);
  for (const id of reach([frame], false)) {
    if (!signedOut.has(id) && !own.has(id)) plan.set(id, 'signed-in-frame');
  }
  for (const id of reach(screens, false)) {
    if (!signedOut.has(id) && !own.has(id) && !plan.has(id)) plan.set(id, 'first-screens');
  }

  // zod is neither: the main script only sets its options, and its schemas are a chunk apart.
  const isZod = (id: string) => /node_modules[\\/]zod[\\/]/.test(id);
  const inEntry = new Set([...reach([entry], false)].filter((id) => !isZod(id)));
  const common = new Set(
    [...reach([frame, ...screens], false)].filter(
      (id) =>
        signedOut.has(id) &&
        !inEntry.has(id) &&
        !isZod(id) &&
        (factsOf(id)?.code?.length ?? Infinity) <= COMMON_MODULE_SIZE,
    ),
  );
  // Drop, until none is left, any module that needs something outside the main script and `common`.
  for (let changed = true; changed;) {
    changed = false;
    for (const id of common) {
      if (importsOf(id, false).some((used) => !inEntry.has(used) && !common.has(used))) {
        common.delete(id);
        changed = true;
      }
    }
  }
  for (const id of common) plan.set(id, 'common');
  return plan;
}

/**
 * The icon library's index re-exports every icon, so the module graph says any file importing one
 * icon reaches them all. This reads which icons each file names instead: the index's
 * `export { default as Name, … } from './icons/name.mjs'` lines map names to files.
 */
function iconFiles(
  ids: readonly string[],
  codeOf: (id: string) => string | null,
): { index: string; namedIn: (code: string | null) => string[] } | null {
  const index = ids.find((id) => /lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/.test(id));
  const indexCode = index ? codeOf(index) : null;
  if (!index || !indexCode) return null;
  const folder = index.replace(/lucide-react\.mjs$/, '');
  const fileOf = new Map<string, string>();
  for (const [, names = '', file = ''] of indexCode.matchAll(
    /export \{([^}]*)\} from '\.\/(icons\/[\w-]+\.mjs)'/g,
  )) {
    for (const [, name = ''] of names.matchAll(/default as (\w+)/g))
      fileOf.set(name, folder + file);
  }
  const namedIn = (code: string | null) =>
    [...(code ?? '').matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)].flatMap(
      ([, names = '']) =>
        names
          .split(',')
          .map((part) => part.trim().split(/\s+as\s+/)[0] ?? '')
          .flatMap((name) => fileOf.get(name) ?? []),
    );
  return { index, namedIn };
}

/**
 * The build's side of `planChunks`: the plugin makes the plan once the module graph is known, and
 * `chunkOf` answers the bundler's `codeSplitting` group (vite.config.ts).
 */
export function signedInChunks(): { plugin: Plugin; chunkOf: (id: string) => ChunkName | null } {
  let plan = new Map<string, ChunkName>();
  const plugin: Plugin = {
    name: 'kinwell-signed-in-chunks',
    apply: 'build',
    buildEnd() {
      plan = planChunks([...this.getModuleIds()], (id) => this.getModuleInfo(id));
    },
  };
  return { plugin, chunkOf: (id) => plan.get(id) ?? null };
}
