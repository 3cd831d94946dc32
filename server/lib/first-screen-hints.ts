import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Role, User } from '../../shared/auth';
import { authEndpoints } from '../../shared/auth.endpoints';
import { SCREEN_MODULES_META, SIGNED_IN_APP_MODULE } from '../../shared/first-screens';
import { FIRST_SCREENS } from '../../shared/route-access';
import { escapeHtml } from './html';

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Who opened a page, as far as the shell's hints need to know. */
export interface SignedInVisitor {
  role: Role;
  /** Without a circle a screen reads nothing, so nothing is preloaded for it. */
  inCircle: boolean;
  /** The person, as `GET /api/auth/user` answers: the server draws their first screen with it. */
  user?: User;
}

/** The `<link>` tags to put in the app shell for a signed-in visitor on a path. */
export type FirstScreenHints = (
  pathname: string,
  visitor: SignedInVisitor,
  /** The server drew the screen with its `drawnWith` reads' answers in the page. */
  drawnWithReads?: boolean,
) => string;

/** A chunk's file and every file it imports statically, the chunk itself first. */
function chunkFiles(manifest: Manifest, key: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (chunkKey: string) => {
    if (seen.has(chunkKey)) return;
    seen.add(chunkKey);
    const chunk = manifest[chunkKey];
    if (!chunk) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/**
 * The screen's code is named, not preloaded: the main script fetches it as soon as it runs
 * (client/main.tsx). Preloaded from the HTML, some 50 small files would share a slow connection
 * with the main script and hold up its download, and with it the first paint.
 */
const namedModules = (files: readonly string[]) =>
  `<meta name="${SCREEN_MODULES_META}" content="${escapeHtml(files.map((f) => `/${f}`).join(' '))}" />`;
// `use-credentials` matches the client's `fetch(url, { credentials: 'include' })`, so the
// browser hands the preloaded answer to that fetch instead of asking again.
const fetchPreload = (url: string) =>
  `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(url)}" />`;

/**
 * Reads the build's manifest once and answers, per path and visitor, the hints that let a phone
 * fetch the session's user and the screen's first reads alongside the main script, and the
 * screen's code as soon as that script runs (decision 017). Null when the build has no manifest.
 */
export function loadFirstScreenHints(clientDir: string): FirstScreenHints | null {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  // The shell's own script tags name the entry and what it imports.
  const inShell = new Set(chunkFiles(manifest, 'index.html'));
  const appFiles = chunkFiles(manifest, SIGNED_IN_APP_MODULE).filter((f) => !inShell.has(f));

  const hintsFor = (screenModule: string | undefined, requests: readonly string[]) => {
    const screenFiles = screenModule ? chunkFiles(manifest, screenModule) : [];
    const files = [...new Set([...appFiles, ...screenFiles])].filter((f) => !inShell.has(f));
    return [
      fetchPreload(authEndpoints.user.path),
      ...requests.map(fetchPreload),
      namedModules(files),
    ].join('');
  };
  const anyScreen = hintsFor(undefined, []);
  const known = new Map<string, string>();
  for (const [pagePath, screens] of Object.entries(FIRST_SCREENS)) {
    for (const [role, screen] of Object.entries(screens)) {
      known.set(`${pagePath} ${role} in`, hintsFor(screen.module, screen.requests));
      known.set(`${pagePath} ${role} out`, hintsFor(screen.module, []));
      // Drawn by the server with some reads' answers in the page: those need no preload.
      const fetched = screen.requests.filter((url) => !screen.drawnWith?.includes(url));
      known.set(`${pagePath} ${role} drawn`, hintsFor(screen.module, fetched));
    }
  }
  return (pathname, visitor, drawn = false) =>
    known.get(`${pathname} ${visitor.role} ${drawn ? 'drawn' : visitor.inCircle ? 'in' : 'out'}`) ??
    anyScreen;
}
