import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MUSIC_EVENTS, type MusicSettings, type OwnSongInput } from '../../../shared/music';
import type { musicApi } from '../../../shared/music.contract';
import { musicEndpoints } from '../../../shared/music.endpoints';
import { apiClient } from '../../lib/api-client';
import { useLiveRefresh } from '../../lib/live-refresh';
import { circleKey } from '../../lib/query-keys';

const music = apiClient<typeof musicApi>(musicEndpoints);

export const musicKeys = {
  all: (circleId: string | null) => circleKey('memory', circleId, 'music'),
};

/** The circle's music: settings, year of birth, own songs and notes on what helped. */
export const musicQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: musicKeys.all(circleId),
    queryFn: () => music.overview(),
    enabled: circleId !== null,
  });

/** Keeps the music current as other members add songs and notes. */
export function useMusicLive(circleId: string | null) {
  useLiveRefresh({ [MUSIC_EVENTS.changed]: [musicKeys.all(circleId)] });
}

export type MusicMutations = ReturnType<typeof useMusicMutations>;

export function useMusicMutations(circleId: string | null) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: musicKeys.all(circleId) });
  return {
    saveSettings: useMutation({
      mutationFn: (input: MusicSettings) => music.saveSettings({ body: input }),
      onSuccess,
    }),
    addSong: useMutation({
      mutationFn: (input: OwnSongInput) => music.addSong({ body: input }),
      onSuccess,
    }),
    changeSong: useMutation({
      mutationFn: ({ id, input }: { id: string; input: OwnSongInput }) =>
        music.changeSong({ params: { id }, body: input }),
      onSuccess,
    }),
    removeSong: useMutation({
      mutationFn: (id: string) => music.removeSong({ params: { id } }),
      onSuccess,
    }),
    saveNote: useMutation({
      mutationFn: ({ catalogueId, helped }: { catalogueId: string; helped: string }) =>
        music.saveNote({ params: { catalogueId }, body: { helped } }),
      onSuccess,
    }),
    removeNote: useMutation({
      mutationFn: (catalogueId: string) => music.removeNote({ params: { catalogueId } }),
      onSuccess,
    }),
  };
}
