import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Recipient, RecipientUpdate } from '../../../shared/care-recipient';
import type { careRecipientApi } from '../../../shared/care-recipient.contract';
import { careRecipientEndpoints } from '../../../shared/care-recipient.endpoints';
import { viewerTimeZone } from '../../../shared/relative-time';
import { apiClient } from '../../lib/api-client';
import { circleKey } from '../../lib/query-keys';
import { circleKeys } from '../circles/circles.queries';

const careRecipient = apiClient<typeof careRecipientApi>(careRecipientEndpoints);

export const recipientQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: circleKey('care-recipient', circleId),
    queryFn: () => careRecipient.view(),
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
    mutationFn: (input: RecipientUpdate) => careRecipient.update({ body: input }),
    onSuccess: onSaved,
  });
}

export function useRecipientPhoto(circleId: string | null) {
  const onSaved = useRecipientSaved(circleId);
  return useMutation({
    mutationFn: async (file: File | null) => {
      if (!file) return careRecipient.removePhoto();
      const jpeg = await toJpeg(file);
      return careRecipient.setPhoto({ file: new File([jpeg], 'photo.jpg', { type: jpeg.type }) });
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
