import { type ComponentType, lazy } from 'react';
import type { ScreenModule } from '../../shared/route-manifest';

type ScreenLoaders = Record<string, () => Promise<{ default: ComponentType }>>;

/**
 * The screens a visitor may open without the family app: the public pages and the staff and
 * both-ways screens (shared/route-manifest.ts). The main script holds only these loaders; the
 * member screens' loaders travel with the signed-in frame (signed-in-routes.tsx), so a public
 * page never downloads them (decision 016). A staff screen lives in features/staff/ or is named
 * `staff-*.screen.tsx`; signed-in-routes.test.tsx checks that every manifest screen is found.
 */
const SIGNED_OUT_SCREENS: ScreenLoaders = import.meta.glob<{ default: ComponentType }>([
  './routes/*.tsx',
  '../features/staff/*.screen.tsx',
  '../features/*/staff-*.screen.tsx',
  '../features/circles/invite.screen.tsx',
]);

/** The glob's key for a module named as in the manifest (relative to client/). */
export const globKey = (module: ScreenModule): string =>
  module.startsWith('app/') ? `./${module.slice('app/'.length)}` : `../${module}`;

const loaded = new Map<string, ComponentType>();

/** One lazily loaded component per module, whichever tree asks for it, so each loads once. */
export function screenFrom(loaders: ScreenLoaders, module: ScreenModule): ComponentType | null {
  const known = loaded.get(module);
  if (known) return known;
  const load = loaders[globKey(module)];
  if (!load) return null;
  const Screen = lazy(load);
  loaded.set(module, Screen);
  return Screen;
}

/** A public, staff or both-ways page's screen. */
export function signedOutScreen(module: ScreenModule): ComponentType {
  const Screen = screenFrom(SIGNED_OUT_SCREENS, module);
  if (!Screen) throw new Error(`No signed-out screen at client/${module}`);
  return Screen;
}
