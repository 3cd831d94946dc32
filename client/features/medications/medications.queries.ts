import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DayDoses,
  DoseEvent,
  DoseLog,
  Medication,
  MedicationInput,
  MedicationSettings,
} from '../../../shared/medications';
import { getJson, sendForm, sendJson } from '../../lib/api';
import { circleKey } from '../../lib/query-keys';
import { useUser } from '../auth/auth.queries';

/** Medicines and doses share one prefix per circle, so any change refreshes both. */
export const medicationKeys = {
  all: (circleId: string | null) => circleKey('medications', circleId),
  list: (circleId: string | null) => circleKey('medications', circleId, 'list'),
  detail: (circleId: string | null, id: string) => circleKey('medications', circleId, 'detail', id),
  doses: (circleId: string | null, date?: string) =>
    circleKey('medications', circleId, 'doses', date ?? 'today'),
  settings: (circleId: string | null) => circleKey('medications', circleId, 'settings'),
};

export const medicationListQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: medicationKeys.list(circleId),
    queryFn: () => getJson<Medication[]>('/api/medications'),
    enabled: circleId !== null,
  });

export const medicationQuery = (circleId: string | null, id: string) =>
  queryOptions({
    queryKey: medicationKeys.detail(circleId, id),
    queryFn: () => getJson<Medication>(`/api/medications/${id}`),
    enabled: circleId !== null,
  });

export const dayDosesQuery = (circleId: string | null, date?: string) =>
  queryOptions({
    queryKey: medicationKeys.doses(circleId, date),
    queryFn: () => getJson<DayDoses>(`/api/doses${date ? `?date=${date}` : ''}`),
    enabled: circleId !== null,
  });

export const medicationSettingsQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: medicationKeys.settings(circleId),
    queryFn: () => getJson<MedicationSettings>('/api/medications/settings'),
    enabled: circleId !== null,
  });

/** The circle the person works in, whose medicines every screen here shows. */
export const useMedicationsCircle = (): string | null => useUser().user?.circleId ?? null;

function useInvalidating<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  const circleId = useMedicationsCircle();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: medicationKeys.all(circleId) }),
  });
}

export const useSaveMedication = (id?: string) =>
  useInvalidating((input: MedicationInput) =>
    id
      ? sendJson<Medication>('PUT', `/api/medications/${id}`, input)
      : sendJson<Medication>('POST', '/api/medications', input),
  );

export const useMedicationAction = () =>
  useInvalidating(({ id, action }: { id: string; action: 'pause' | 'resume' | 'stop' }) =>
    sendJson<Medication>('POST', `/api/medications/${id}/${action}`),
  );

export const useRestock = () =>
  useInvalidating(({ id, pillsOnHand }: { id: string; pillsOnHand: number }) =>
    sendJson<Medication>('PUT', `/api/medications/${id}/stock`, { pillsOnHand }),
  );

export const useMedicationPhoto = () =>
  useInvalidating(async ({ id, photo }: { id: string; photo: File }) => {
    const form = new FormData();
    form.append('photo', photo);
    return sendForm<Medication>('PUT', `/api/medications/${id}/photo`, form);
  });

/** The fields of the shared dose-log schema, with the dose, its photo and a real boolean. */
export type DoseLogInput = Omit<DoseLog, 'confirmEarly'> & {
  id: string;
  photo?: File | null;
  /** The person confirmed a dose taken well before its time (decision 068). */
  confirmEarly?: boolean;
};

export const useLogDose = () =>
  useInvalidating(({ id, status, skipReason, notes, photo, confirmEarly }: DoseLogInput) => {
    const form = new FormData();
    form.append('status', status);
    if (skipReason) form.append('skipReason', skipReason);
    if (notes) form.append('notes', notes);
    if (confirmEarly) form.append('confirmEarly', 'true');
    if (photo) form.append('photo', photo);
    return sendForm<DoseEvent>('POST', `/api/doses/${id}/log`, form);
  });

export const useLogAsNeeded = () =>
  useInvalidating(
    ({
      medicationId,
      notes,
      acknowledgeWarnings,
    }: {
      medicationId: string;
      notes?: string;
      acknowledgeWarnings: boolean;
    }) => {
      const form = new FormData();
      form.append('notes', notes ?? '');
      form.append('acknowledgeWarnings', String(acknowledgeWarnings));
      return sendForm<DoseEvent>('POST', `/api/medications/${medicationId}/doses`, form);
    },
  );

export const useSaveMedicationSettings = () =>
  useInvalidating((input: MedicationSettings) =>
    sendJson<MedicationSettings>('PUT', '/api/medications/settings', input),
  );
