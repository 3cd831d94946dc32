import { defineAuditActions } from '../../platform/audit/audit-actions';

export const memoryAudit = defineAuditActions({
  'music.settings_changed': 'Changed the music service or the era of the playlist',
  'music.song_added': 'Added a song to the family’s music',
  'music.song_changed': 'Changed a song of the family’s music',
  'music.song_removed': 'Removed a song from the family’s music',
  'music.note_saved': 'Wrote what helped with a song',
  'music.note_removed': 'Removed a note on what helped with a song',
});
