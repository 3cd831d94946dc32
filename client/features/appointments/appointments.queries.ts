import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointUrl } from '../../../shared/api-contract';
import type { AppointmentInput, AppointmentNotesInput } from '../../../shared/appointments';
import type { appointmentsApi } from '../../../shared/appointments.contract';
import {
  appointmentFileRoutes,
  appointmentsEndpoints,
} from '../../../shared/appointments.endpoints';
import { apiClient } from '../../lib/api-client';
import { circleKey } from '../../lib/query-keys';

const appointments = apiClient<typeof appointmentsApi>(appointmentsEndpoints);

export const appointmentKeys = {
  all: (circleId: string | null) => circleKey('appointments', circleId),
  list: (circleId: string | null, from: string, to: string) =>
    circleKey('appointments', circleId, 'list', from, to),
  detail: (circleId: string | null, id: string) =>
    circleKey('appointments', circleId, 'detail', id),
  feed: (circleId: string | null) => circleKey('appointments', circleId, 'calendar-feed'),
};

/** Appointments between two local dates; an empty `to` means everything ahead. */
export const appointmentsQuery = (circleId: string | null, from: string, to = '') =>
  queryOptions({
    queryKey: appointmentKeys.list(circleId, from, to),
    queryFn: () => appointments.list({ query: { from, to: to || undefined } }),
    enabled: circleId !== null,
  });

export const appointmentQuery = (circleId: string | null, id: string) =>
  queryOptions({
    queryKey: appointmentKeys.detail(circleId, id),
    queryFn: () => appointments.view({ params: { id } }),
    enabled: circleId !== null,
  });

export const calendarFeedQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: appointmentKeys.feed(circleId),
    queryFn: () => appointments.feed(),
    enabled: circleId !== null,
  });

/** Where one appointment downloads as an iCalendar file (a link, not a JSON call). */
export const appointmentCalendarFileUrl = (id: string) =>
  endpointUrl(appointmentFileRoutes.calendarFile, { id });

export function useAppointmentMutations(circleId: string | null) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: appointmentKeys.all(circleId) });
    await queryClient.invalidateQueries({ queryKey: circleKey('dashboard', circleId) });
  };
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id?: string; input: AppointmentInput }) =>
        id
          ? appointments.update({ params: { id }, body: input })
          : appointments.create({ body: input }),
      onSuccess: refresh,
    }),
    setCancelled: useMutation({
      mutationFn: ({ id, isCancelled }: { id: string; isCancelled: boolean }) =>
        appointments[isCancelled ? 'cancel' : 'restore']({ params: { id } }),
      onSuccess: refresh,
    }),
    // An upload (decision 075): the notes as its body, the picture of the visit summary as the file.
    saveNotes: useMutation({
      mutationFn: ({
        id,
        body,
        photo,
      }: {
        id: string;
        body: AppointmentNotesInput;
        photo: File | null;
      }) => appointments.saveNotes({ params: { id }, body, file: photo }),
      onSuccess: refresh,
    }),
  };
}

export function useCalendarFeedMutations(circleId: string | null) {
  const queryClient = useQueryClient();
  const key = appointmentKeys.feed(circleId);
  return {
    create: useMutation({
      mutationFn: () => appointments.createFeed(),
      onSuccess: (feed) => queryClient.setQueryData(key, feed),
    }),
    revoke: useMutation({
      mutationFn: () => appointments.revokeFeed(),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
    }),
  };
}
