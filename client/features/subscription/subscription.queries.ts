import { queryOptions, useMutation } from '@tanstack/react-query';
import type { subscriptionApi } from '../../../shared/subscription.contract';
import { subscriptionEndpoints } from '../../../shared/subscription.endpoints';
import { apiClient } from '../../lib/api-client';
import { circleKey } from '../../lib/query-keys';

const subscription = apiClient<typeof subscriptionApi>(subscriptionEndpoints);

export const subscriptionKeys = {
  all: (circleId: string | null) => circleKey('subscription', circleId),
};

/** The family's plan: every member reads it; only caregivers may act on it. */
export const subscriptionQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: subscriptionKeys.all(circleId),
    queryFn: () => subscription.view(),
    enabled: circleId !== null,
  });

/** Goes to Stripe: Checkout to start paying, or the billing portal (card, invoices, cancel). */
export function useBillingRedirect(kind: 'checkout' | 'portal') {
  return useMutation({
    mutationFn: () => subscription[kind](),
    onSuccess: ({ url }) => {
      window.location.assign(url);
    },
  });
}
