import { endpointRoutes } from './api-contract';

/** Music by era and mood: where each endpoint answers (their schemas: music.contract.ts). */
export const musicEndpoints = endpointRoutes({
  overview: { method: 'GET', path: '/api/circle/music' },
  saveSettings: { method: 'PUT', path: '/api/circle/music/settings' },
  addSong: { method: 'POST', path: '/api/circle/music/songs' },
  changeSong: { method: 'PUT', path: '/api/circle/music/songs/:id' },
  removeSong: { method: 'DELETE', path: '/api/circle/music/songs/:id' },
  saveNote: { method: 'PUT', path: '/api/circle/music/notes/:catalogueId' },
  removeNote: { method: 'DELETE', path: '/api/circle/music/notes/:catalogueId' },
});
