import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedEmergencyLink,
  EmergencyContact,
  EmergencyContactInput,
  EmergencyLink,
  EmergencyProfile,
  EmergencyProfileUpdate,
  LocationShare,
  Position,
} from '../../../shared/emergency';
import { apiRequest, getJson, sendJson } from '../../lib/api';
import { circleKey } from '../../lib/query-keys';

export const emergencyKeys = {
  profile: (circleId: string | null) => circleKey('emergency', circleId, 'profile'),
  links: (circleId: string | null) => circleKey('emergency', circleId, 'links'),
  locations: (circleId: string | null) => circleKey('emergency', circleId, 'locations'),
};

/** The profile path is also what the service worker keeps for reading with no signal. */
export const EMERGENCY_PROFILE_PATH = '/api/circle/emergency-profile';

export const emergencyProfileQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: emergencyKeys.profile(circleId),
    queryFn: () => getJson<EmergencyProfile>(EMERGENCY_PROFILE_PATH),
    enabled: circleId !== null,
  });

export const emergencyLinksQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: emergencyKeys.links(circleId),
    queryFn: () => getJson<EmergencyLink[]>('/api/circle/emergency-links'),
    enabled: circleId !== null,
  });

export const locationsQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: emergencyKeys.locations(circleId),
    queryFn: () => getJson<LocationShare[]>('/api/circle/locations'),
    enabled: circleId !== null,
  });

export function useUpdateEmergencyProfile(circleId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmergencyProfileUpdate) =>
      sendJson<EmergencyProfile>('PATCH', EMERGENCY_PROFILE_PATH, input),
    onSuccess: (profile) => queryClient.setQueryData(emergencyKeys.profile(circleId), profile),
  });
}

/** Contacts live inside the profile; any change reloads it. */
export function useContactMutations(circleId: string | null) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: emergencyKeys.profile(circleId) });
  return {
    save: useMutation({
      mutationFn: ({ id, input }: { id?: string; input: EmergencyContactInput }) =>
        id
          ? sendJson<EmergencyContact>('PUT', `/api/circle/emergency-contacts/${id}`, input)
          : sendJson<EmergencyContact>('POST', '/api/circle/emergency-contacts', input),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest('DELETE', `/api/circle/emergency-contacts/${id}`),
      onSuccess: refresh,
    }),
    reorder: useMutation({
      mutationFn: (ids: string[]) =>
        sendJson<EmergencyContact[]>('PUT', '/api/circle/emergency-contacts-order', { ids }),
      onSuccess: refresh,
    }),
  };
}

export function useLinkMutations(circleId: string | null) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: emergencyKeys.links(circleId) });
  return {
    create: useMutation({
      mutationFn: (days: 30 | 365) =>
        sendJson<CreatedEmergencyLink>('POST', '/api/circle/emergency-links', { days }),
      onSuccess: refresh,
    }),
    revoke: useMutation({
      mutationFn: (id: string) => apiRequest('DELETE', `/api/circle/emergency-links/${id}`),
      onSuccess: refresh,
    }),
  };
}

export function useLocationMutations(circleId: string | null) {
  const queryClient = useQueryClient();
  const key = emergencyKeys.locations(circleId);
  return {
    start: useMutation({
      mutationFn: (duration: 'hour' | 'until_off') =>
        sendJson<LocationShare[]>('POST', '/api/circle/locations/mine', { duration }),
      onSuccess: (shares) => queryClient.setQueryData(key, shares),
    }),
    stop: useMutation({
      mutationFn: () => apiRequest('DELETE', '/api/circle/locations/mine'),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
    }),
  };
}

/** The phone's latest position while sharing; 409 once the window has ended. */
export const sendPosition = (position: Position) =>
  apiRequest('PUT', '/api/circle/locations/mine', position);
