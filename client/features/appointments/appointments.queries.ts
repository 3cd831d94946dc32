import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, AppointmentInput, CalendarFeed } from '../../../shared/appointments';
import { apiRequest, getJson, sendForm, sendJson } from '../../lib/api';
import { circleKey } from '../../lib/query-keys';

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
    queryFn: () =>
      getJson<Appointment[]>(`/api/circle/appointments?from=${from}${to ? `&to=${to}` : ''}`),
    enabled: circleId !== null,
  });

export const appointmentQuery = (circleId: string | null, id: string) =>
  queryOptions({
    queryKey: appointmentKeys.detail(circleId, id),
    queryFn: () => getJson<Appointment>(`/api/circle/appointments/${id}`),
    enabled: circleId !== null,
  });

export const calendarFeedQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: appointmentKeys.feed(circleId),
    queryFn: () => getJson<CalendarFeed>('/api/circle/calendar-feed'),
    enabled: circleId !== null,
  });

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
          ? sendJson<Appointment>('PUT', `/api/circle/appointments/${id}`, input)
          : sendJson<Appointment>('POST', '/api/circle/appointments', input),
      onSuccess: refresh,
    }),
    setCancelled: useMutation({
      mutationFn: ({ id, isCancelled }: { id: string; isCancelled: boolean }) =>
        sendJson<Appointment>(
          'POST',
          `/api/circle/appointments/${id}/${isCancelled ? 'cancel' : 'restore'}`,
        ),
      onSuccess: refresh,
    }),
    saveNotes: useMutation({
      mutationFn: ({ id, form }: { id: string; form: FormData }) =>
        sendForm<Appointment>('PUT', `/api/circle/appointments/${id}/notes`, form),
      onSuccess: refresh,
    }),
  };
}

export function useCalendarFeedMutations(circleId: string | null) {
  const queryClient = useQueryClient();
  const key = appointmentKeys.feed(circleId);
  return {
    create: useMutation({
      mutationFn: () => sendJson<CalendarFeed>('POST', '/api/circle/calendar-feed'),
      onSuccess: (feed) => queryClient.setQueryData(key, feed),
    }),
    revoke: useMutation({
      mutationFn: () => apiRequest('DELETE', '/api/circle/calendar-feed'),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
    }),
  };
}
