import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  EmergencyContactInput,
  EmergencyProfileUpdate,
  Position,
} from '../../../shared/emergency';
import type { emergencyApi } from '../../../shared/emergency.contract';
import { emergencyEndpoints } from '../../../shared/emergency.endpoints';
import { apiClient } from '../../lib/api-client';
import { circleKey } from '../../lib/query-keys';

const emergency = apiClient<typeof emergencyApi>(emergencyEndpoints);

export const emergencyKeys = {
  profile: (circleId: string | null) => circleKey('emergency', circleId, 'profile'),
  links: (circleId: string | null) => circleKey('emergency', circleId, 'links'),
  locations: (circleId: string | null) => circleKey('emergency', circleId, 'locations'),
};

/** The profile's answer is also what the service worker keeps for reading with no signal. */
export const emergencyProfileQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: emergencyKeys.profile(circleId),
    queryFn: () => emergency.profile(),
    enabled: circleId !== null,
  });

export const emergencyLinksQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: emergencyKeys.links(circleId),
    queryFn: () => emergency.listLinks(),
    enabled: circleId !== null,
  });

export const locationsQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: emergencyKeys.locations(circleId),
    queryFn: () => emergency.listLocations(),
    enabled: circleId !== null,
  });

export function useUpdateEmergencyProfile(circleId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmergencyProfileUpdate) => emergency.updateProfile({ body: input }),
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
          ? emergency.updateContact({ params: { id }, body: input })
          : emergency.addContact({ body: input }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => emergency.removeContact({ params: { id } }),
      onSuccess: refresh,
    }),
    reorder: useMutation({
      mutationFn: (ids: string[]) => emergency.reorderContacts({ body: { ids } }),
      onSuccess: refresh,
    }),
  };
}

export function useLinkMutations(circleId: string | null) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: emergencyKeys.links(circleId) });
  return {
    create: useMutation({
      mutationFn: (days: 30 | 365) => emergency.createLink({ body: { days } }),
      onSuccess: refresh,
    }),
    revoke: useMutation({
      mutationFn: (id: string) => emergency.revokeLink({ params: { id } }),
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
        emergency.startSharing({ body: { duration } }),
      onSuccess: (shares) => queryClient.setQueryData(key, shares),
    }),
    stop: useMutation({
      mutationFn: () => emergency.stopSharing(),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
    }),
  };
}

/** The phone's latest position while sharing; 409 once the window has ended. */
export const sendPosition = (position: Position) => emergency.sendPosition({ body: position });
