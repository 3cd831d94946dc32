/*
 * Kinwell's service worker does three jobs.
 *
 * 1. Web push: it shows alerts and opens Kinwell when one is tapped
 *    (docs/decisions/010-notifications-and-live-events.md).
 * 2. The emergency profile opens on a member's phone with no signal, once they have opened it with
 *    one (docs/decisions/011-emergency-sheet-and-offline-profile.md):
 * - The page /emergency-profile: network first; its last good copy is kept for offline use.
 * - Built files under /assets/ never change (their names are hashed): kept once fetched.
 * - A few reads the screen needs (who is signed in, the settings, the profile): network first,
 *   last good copy offline.
 * 3. A game, once opened with a signal, plays again without one
 *    (docs/decisions/033-errorless-games.md), in the person's own view too (decision 057):
 * - The pages /cognitive-activities/play/<game> and /memory-support/view: network first, last good
 *   copy offline. A page opened inside the app (no page load) asks for itself to be kept.
 * - The bundled pictures under /games/pictures/ never change: kept once fetched, and all of them
 *   (listed in /games/pictures/index.json) are fetched the first time a game or the person's view
 *   is opened.
 * - The reads a game needs (the care recipient's name and stage, the family's game settings, the
 *   family's photos, people and sequences): network first, last good copy offline.
 * - The family's photos a game uses (their addresses end in `for=game`; the game page fetches the
 *   ones it may deal): kept once fetched, by their address (docs/decisions/056-family-pictures-in-games.md).
 * Nothing else is cached, and signing out (or any 401) empties the cache.
 */
// 1. Web push
self.addEventListener('push', (event) => {
  let message = { title: 'Kinwell', body: '', link: '/notifications', tag: undefined };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // A push without a readable body still tells the person to look.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      data: { link: message.link },
      requireInteraction: Boolean(message.isUrgent),
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || '/notifications';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => 'focus' in client);
      if (open) {
        open.navigate(link);
        return open.focus();
      }
      return self.clients.openWindow(link);
    }),
  );
});

// 2. The offline emergency profile
const CACHE = 'kinwell-offline-v1';
const OFFLINE_PAGE = '/emergency-profile';
const OFFLINE_READS = new Set([
  '/api/auth/user',
  '/api/config',
  '/api/circle',
  '/api/circle/emergency-profile',
]);

// 3. Games
const GAME_PAGE = /^\/cognitive-activities\/play\/[a-z-]+\/?$/;
const PERSON_VIEW = /^\/memory-support\/view\/?$/;
const isPlayPage = (pathname) => GAME_PAGE.test(pathname) || PERSON_VIEW.test(pathname);
const GAME_PICTURES = '/games/pictures/';
const GAME_READS = [
  /^\/api\/circle\/recipient$/,
  /^\/api\/circles\/[^/]+\/activities\/(settings|pictures)$/,
];
const GAME_PHOTO = /^\/api\/circle\/photos\/[^/]+\/(thumbnail|image)$/;
const isGamePhoto = (url) =>
  GAME_PHOTO.test(url.pathname) && url.searchParams.get('for') === 'game';

/** Keeps every bundled picture, so any game deals offline what it dealt online. */
async function cacheGamePictures() {
  const cache = await caches.open(CACHE);
  const listed = await fetch(`${GAME_PICTURES}index.json`);
  if (!listed.ok) return;
  const files = await listed.json();
  await Promise.all(
    files.map(async (file) => {
      const url = `${GAME_PICTURES}${file}`;
      if (await cache.match(url)) return;
      const response = await fetch(url);
      if (response.ok) await cache.put(url, response);
    }),
  );
}

/** Keeps a game page or the person's view, fetched now: it was opened without a page load. */
async function keepPlayPage(pathname) {
  if (!isPlayPage(pathname)) return;
  const key = pathname.replace(/\/$/, '');
  const response = await fetch(key, { credentials: 'same-origin' });
  if (response.ok) await (await caches.open(CACHE)).put(key, response);
}

// The page says it opened a game or the person's view (client/features/games/offline-play.part.ts).
self.addEventListener('message', (event) => {
  const message = event.data || {};
  if (message.type !== 'keep-for-offline-play' || typeof message.page !== 'string') return;
  event.waitUntil(
    Promise.all([cacheGamePictures(), keepPlayPage(message.page)]).catch(() => undefined),
  );
});

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request, cacheKey) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.status === 401) await caches.delete(CACHE);
    else if (response.ok) await cache.put(cacheKey, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(cacheKey);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.method === 'POST' && url.pathname === '/api/auth/logout') {
    event.respondWith(caches.delete(CACHE).then(() => fetch(request)));
    return;
  }
  if (request.method !== 'GET') return;

  if (request.mode === 'navigate' && url.pathname === OFFLINE_PAGE) {
    event.respondWith(networkFirst(request, OFFLINE_PAGE));
  } else if (request.mode === 'navigate' && isPlayPage(url.pathname)) {
    // Kept by path: `?seed=` deals another game from the same page.
    event.respondWith(networkFirst(request, url.pathname.replace(/\/$/, '')));
    event.waitUntil(cacheGamePictures().catch(() => undefined));
  } else if (
    url.pathname.startsWith('/assets/') ||
    url.pathname.startsWith(GAME_PICTURES) ||
    isGamePhoto(url)
  ) {
    event.respondWith(cacheFirst(request));
  } else if (
    OFFLINE_READS.has(url.pathname) ||
    GAME_READS.some((read) => read.test(url.pathname))
  ) {
    event.respondWith(networkFirst(request, url.pathname));
  }
});
