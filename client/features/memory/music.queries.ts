import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MUSIC_EVENTS,
  type MusicOverview,
  type MusicSettings,
  type OwnSong,
  type OwnSongInput,
  type SongNote,
} from '../../../shared/music';
import { apiRequest, getJson, sendJson } from '../../lib/api';
import { useLiveRefresh } from '../../lib/live-refresh';
import { circleKey } from '../../lib/query-keys';

export const musicKeys = {
  all: (circleId: string | null) => circleKey('memory', circleId, 'music'),
};

/** The circle's music: settings, year of birth, own songs and notes on what helped. */
export const musicQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: musicKeys.all(circleId),
    queryFn: () => getJson<MusicOverview>('/api/circle/music'),
    enabled: circleId !== null,
  });

/** Keeps the music current as other members add songs and notes. */
export function useMusicLive(circleId: string | null) {
  useLiveRefresh({ [MUSIC_EVENTS.changed]: [musicKeys.all(circleId)] });
}

export function useMusicMutations(circleId: string | null) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: musicKeys.all(circleId) });
  return {
    saveSettings: useMutation({
      mutationFn: (input: MusicSettings) =>
        sendJson<MusicSettings>('PUT', '/api/circle/music/settings', input),
      onSuccess,
    }),
    addSong: useMutation({
      mutationFn: (input: OwnSongInput) =>
        sendJson<{ song: OwnSong }>('POST', '/api/circle/music/songs', input),
      onSuccess,
    }),
    changeSong: useMutation({
      mutationFn: ({ id, input }: { id: string; input: OwnSongInput }) =>
        sendJson<{ song: OwnSong }>(
          'PUT',
          `/api/circle/music/songs/${encodeURIComponent(id)}`,
          input,
        ),
      onSuccess,
    }),
    removeSong: useMutation({
      mutationFn: async (id: string) => {
        await apiRequest('DELETE', `/api/circle/music/songs/${encodeURIComponent(id)}`);
      },
      onSuccess,
    }),
    saveNote: useMutation({
      mutationFn: ({ catalogueId, helped }: { catalogueId: string; helped: string }) =>
        sendJson<{ note: SongNote }>(
          'PUT',
          `/api/circle/music/notes/${encodeURIComponent(catalogueId)}`,
          { helped },
        ),
      onSuccess,
    }),
    removeNote: useMutation({
      mutationFn: async (catalogueId: string) => {
        await apiRequest('DELETE', `/api/circle/music/notes/${encodeURIComponent(catalogueId)}`);
      },
      onSuccess,
    }),
  };
}
