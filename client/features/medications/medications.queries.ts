import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DoseLog, MedicationInput, MedicationSettings } from '../../../shared/medications';
import type { medicationsApi } from '../../../shared/medications.contract';
import { medicationsEndpoints } from '../../../shared/medications.endpoints';
import { apiClient } from '../../lib/api-client';
import { circleKey } from '../../lib/query-keys';
import { useUser } from '../auth/auth.queries';

const medications = apiClient<typeof medicationsApi>(medicationsEndpoints);

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
    queryFn: () => medications.list(),
    enabled: circleId !== null,
  });

export const medicationQuery = (circleId: string | null, id: string) =>
  queryOptions({
    queryKey: medicationKeys.detail(circleId, id),
    queryFn: () => medications.view({ params: { id } }),
    enabled: circleId !== null,
  });

export const dayDosesQuery = (circleId: string | null, date?: string) =>
  queryOptions({
    queryKey: medicationKeys.doses(circleId, date),
    queryFn: () => medications.doses({ query: { date } }),
    enabled: circleId !== null,
  });

export const medicationSettingsQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: medicationKeys.settings(circleId),
    queryFn: () => medications.settings(),
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
    id ? medications.update({ params: { id }, body: input }) : medications.create({ body: input }),
  );

export const useMedicationAction = () =>
  useInvalidating(({ id, action }: { id: string; action: 'pause' | 'resume' | 'stop' }) =>
    medications[action]({ params: { id } }),
  );

export const useRestock = () =>
  useInvalidating(({ id, pillsOnHand }: { id: string; pillsOnHand: number }) =>
    medications.restock({ params: { id }, body: { pillsOnHand } }),
  );

export const useMedicationPhoto = () =>
  useInvalidating(({ id, photo }: { id: string; photo: File }) =>
    medications.setPhoto({ params: { id }, file: photo }),
  );

/** The fields of the shared dose-log schema, with the dose, its photo and a real boolean. */
export type DoseLogInput = Omit<DoseLog, 'confirmEarly'> & {
  id: string;
  photo?: File | null;
  /** The person confirmed a dose taken well before its time (decision 068). */
  confirmEarly?: boolean;
};

export const useLogDose = () =>
  useInvalidating(({ id, photo, confirmEarly, ...fields }: DoseLogInput) =>
    medications.logDose({
      params: { id },
      body: { ...fields, ...(confirmEarly ? { confirmEarly: 'true' } : {}) },
      file: photo,
    }),
  );

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
    }) =>
      medications.logAsNeeded({
        params: { id: medicationId },
        body: { notes: notes ?? '', acknowledgeWarnings: acknowledgeWarnings ? 'true' : 'false' },
      }),
  );

export const useSaveMedicationSettings = () =>
  useInvalidating((input: MedicationSettings) => medications.saveSettings({ body: input }));
