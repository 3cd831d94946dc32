import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '../../../shared/auth';
import type { StaffCodeInput } from '../../../shared/staff';
import type { staffApi } from '../../../shared/staff.contract';
import { staffEndpoints } from '../../../shared/staff.endpoints';
import { nullWhenSignedOut } from '../../lib/api';
import { apiClient } from '../../lib/api-client';
import { userQuery } from '../auth/auth.queries';

const staff = apiClient<typeof staffApi>(staffEndpoints);

export const staffMeQuery = queryOptions({
  queryKey: ['staff', 'me'],
  // Nobody on staff is signed in: null, not an error.
  queryFn: () => nullWhenSignedOut(staff.me()),
});

export const deskListQuery = (include: 'open' | 'all') =>
  queryOptions({
    queryKey: ['staff', 'desk', include],
    queryFn: () => staff.deskRequests({ query: { include } }),
  });

export const deskDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['staff', 'request', id],
    queryFn: () => staff.deskRequest({ params: { id } }),
  });

/** Delivery state only: staff never see the text of an email. `to` is masked (m•••@example.com). */
export const outboxQuery = queryOptions({
  queryKey: ['staff', 'outbox'],
  queryFn: () => staff.outbox(),
});

/** The password step: answers a challenge for the code step, never a session. */
export function useStaffLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) => staff.login({ body: input }),
  });
}

/** The code step: a right code starts the staff session. */
export function useStaffCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffCodeInput) => staff.confirmCode({ body: input }),
    onSuccess: (signedIn) => {
      queryClient.setQueryData(staffMeQuery.queryKey, signedIn);
      // The staff session replaced any family session in this browser: leave the family app.
      queryClient.setQueryData(userQuery.queryKey, null);
    },
  });
}

/** What a specialist does with a request: take it, add a note, or mark it contacted or resolved. */
export type DeskAction =
  | { path: 'claim' }
  | { path: 'notes'; body: { body: string } }
  | { path: 'status'; body: { status: 'contacted' | 'resolved' } };

/** Claim, note or status change: each answers the updated request. */
export function useDeskAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: DeskAction) => {
      const params = { id };
      switch (action.path) {
        case 'claim':
          return staff.claimRequest({ params });
        case 'notes':
          return staff.addNote({ params, body: action.body });
        case 'status':
          return staff.setRequestStatus({ params, body: action.body });
      }
    },
    onSuccess: async (detail) => {
      queryClient.setQueryData(deskDetailQuery(id).queryKey, detail);
      await queryClient.invalidateQueries({ queryKey: ['staff', 'desk'] });
    },
  });
}
