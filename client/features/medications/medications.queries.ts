import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DayDoses,
  DoseEvent,
  Medication,
  MedicationInput,
  MedicationSettings,
} from '../../../shared/medications';
import { ApiError, apiRequest } from '../../lib/api';

const json = async <T>(method: string, url: string, body?: unknown): Promise<T> =>
  (await (await apiRequest(method, url, body)).json()) as T;

/** multipart/form-data (a dose's photo); the browser sets the boundary. */
async function sendForm<T>(url: string, form: FormData): Promise<T> {
  const response = await fetch(url, { method: 'POST', credentials: 'include', body: form });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  return (await response.json()) as T;
}

/** Medicines and doses share one prefix, so any change refreshes both. */
export const MEDICATIONS_KEY = ['medications'] as const;

export const medicationListQuery = queryOptions({
  queryKey: [...MEDICATIONS_KEY, 'list'],
  queryFn: () => json<Medication[]>('GET', '/api/medications'),
});

export const medicationQuery = (id: string) =>
  queryOptions({
    queryKey: [...MEDICATIONS_KEY, 'one', id],
    queryFn: () => json<Medication>('GET', `/api/medications/${id}`),
  });

export const dayDosesQuery = (date?: string) =>
  queryOptions({
    queryKey: [...MEDICATIONS_KEY, 'doses', date ?? 'today'],
    queryFn: () => json<DayDoses>('GET', `/api/doses${date ? `?date=${date}` : ''}`),
  });

export const medicationSettingsQuery = queryOptions({
  queryKey: [...MEDICATIONS_KEY, 'settings'],
  queryFn: () => json<MedicationSettings>('GET', '/api/medications/settings'),
});

function useInvalidating<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEDICATIONS_KEY }),
  });
}

export const useSaveMedication = (id?: string) =>
  useInvalidating((input: MedicationInput) =>
    id
      ? json<Medication>('PUT', `/api/medications/${id}`, input)
      : json<Medication>('POST', '/api/medications', input),
  );

export const useMedicationAction = () =>
  useInvalidating(({ id, action }: { id: string; action: 'pause' | 'resume' | 'stop' }) =>
    json<Medication>('POST', `/api/medications/${id}/${action}`),
  );

export const useRestock = () =>
  useInvalidating(({ id, pillsOnHand }: { id: string; pillsOnHand: number }) =>
    json<Medication>('PUT', `/api/medications/${id}/stock`, { pillsOnHand }),
  );

export const useMedicationPhoto = () =>
  useInvalidating(async ({ id, photo }: { id: string; photo: File }) => {
    const form = new FormData();
    form.append('photo', photo);
    const response = await fetch(`/api/medications/${id}/photo`, {
      method: 'PUT',
      credentials: 'include',
      body: form,
    });
    if (!response.ok)
      throw new ApiError(response.status, await response.text(), response.statusText);
    return (await response.json()) as Medication;
  });

export interface DoseLogInput {
  id: string;
  status: 'taken' | 'skipped';
  skipReason?: string;
  notes?: string;
  photo?: File | null;
}

export const useLogDose = () =>
  useInvalidating(({ id, status, skipReason, notes, photo }: DoseLogInput) => {
    const form = new FormData();
    form.append('status', status);
    if (skipReason) form.append('skipReason', skipReason);
    if (notes) form.append('notes', notes);
    if (photo) form.append('photo', photo);
    return sendForm<DoseEvent>(`/api/doses/${id}/log`, form);
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
      return sendForm<DoseEvent>(`/api/medications/${medicationId}/doses`, form);
    },
  );

export const useSaveMedicationSettings = () =>
  useInvalidating((input: MedicationSettings) =>
    json<MedicationSettings>('PUT', '/api/medications/settings', input),
  );
