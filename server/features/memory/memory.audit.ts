import { defineAuditActions } from '../../platform/audit/audit-actions';

export const memoryAudit = defineAuditActions({
  'music.settings_changed': 'Changed the music service or the era of the playlist',
  'music.song_added': 'Added a song to the family’s music',
  'music.song_changed': 'Changed a song of the family’s music',
  'music.song_removed': 'Removed a song from the family’s music',
  'music.note_saved': 'Wrote what helped with a song',
  'music.note_removed': 'Removed a note on what helped with a song',
  'memory.person_added': 'Added someone to the people in the family’s photos',
  'memory.person_changed': 'Changed someone in the people in the family’s photos',
  'memory.person_removed': 'Removed someone from the people in the family’s photos',
  'memory.photo_added': 'Added a photo to memory support',
  'memory.photo_changed': 'Changed the details of a photo',
  'memory.photo_removed': 'Moved a photo to “Recently removed”',
  'memory.photo_restored': 'Brought back a removed photo',
  'memory.photo_purged': 'Deleted a removed photo for good after 30 days',
  'memory.album_added': 'Made a photo album',
  'memory.album_changed': 'Renamed a photo album',
  'memory.album_removed': 'Removed a photo album (the photos stay)',
  'memory.trigger_added': 'Wrote a memory trigger',
  'memory.trigger_changed': 'Changed a memory trigger',
  'memory.trigger_removed': 'Removed a memory trigger',
});
