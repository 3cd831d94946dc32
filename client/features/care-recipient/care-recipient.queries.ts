import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Recipient, RecipientUpdate } from '../../../shared/care-recipient';
import { viewerTimeZone } from '../../../shared/relative-time';
import { getJson, sendForm, sendJson } from '../../lib/api';
import { circleKey } from '../../lib/query-keys';
import { circleKeys } from '../circles/circles.queries';

export const recipientQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: circleKey('care-recipient', circleId),
    queryFn: () => getJson<Recipient>('/api/circle/recipient'),
    enabled: circleId !== null,
  });

/**
 * The care recipient's time zone, in which every time of the circle is told (the viewer's own
 * until it is known).
 */
export function useRecipientTimeZone(circleId: string | null): string {
  const { data } = useQuery(recipientQuery(circleId));
  return data?.timeZone ?? viewerTimeZone();
}

/** Saving the profile refreshes what every screen shows about the circle. */
function useRecipientSaved(circleId: string | null) {
  const queryClient = useQueryClient();
  return (recipient: Recipient) => {
    queryClient.setQueryData(recipientQuery(circleId).queryKey, recipient);
    void queryClient.invalidateQueries({ queryKey: circleKeys.current(circleId) });
  };
}

export function useUpdateRecipient(circleId: string | null) {
  const onSaved = useRecipientSaved(circleId);
  return useMutation({
    mutationFn: (input: RecipientUpdate) =>
      sendJson<Recipient>('PATCH', '/api/circle/recipient', input),
    onSuccess: onSaved,
  });
}

export function useRecipientPhoto(circleId: string | null) {
  const onSaved = useRecipientSaved(circleId);
  return useMutation({
    mutationFn: async (file: File | null) => {
      if (!file) return sendJson<Recipient>('DELETE', '/api/circle/recipient/photo');
      const form = new FormData();
      form.append('photo', await toJpeg(file), 'photo.jpg');
      return sendForm<Recipient>('PUT', '/api/circle/recipient/photo', form);
    },
    onSuccess: onSaved,
  });
}

/**
 * Re-draws a picture as a JPEG in the browser before upload. Phones may pick HEIC photos, which
 * the server cannot read; any image the browser can show becomes one it can. Large photos are
 * also scaled down, so uploads stay small on a slow connection.
 */
export async function toJpeg(file: File, maxSide = 2000): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    // The browser cannot read it either: send it as it is and let the server explain.
    return file;
  }
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve) =>
    canvas.toBlob((blob) => resolve(blob ?? file), 'image/jpeg', 0.9),
  );
}
