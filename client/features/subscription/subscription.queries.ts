import { queryOptions, useMutation } from '@tanstack/react-query';
import type { BillingRedirect, Subscription } from '../../../shared/subscription';
import { getJson, sendJson } from '../../lib/api';
import { circleKey } from '../../lib/query-keys';

export const subscriptionKeys = {
  all: (circleId: string | null) => circleKey('subscription', circleId),
};

/** The family's plan: every member reads it; only caregivers may act on it. */
export const subscriptionQuery = (circleId: string | null) =>
  queryOptions({
    queryKey: subscriptionKeys.all(circleId),
    queryFn: () => getJson<Subscription>('/api/circle/subscription'),
    enabled: circleId !== null,
  });

/** Goes to Stripe: Checkout to start paying, or the billing portal (card, invoices, cancel). */
export function useBillingRedirect(kind: 'checkout' | 'portal') {
  return useMutation({
    mutationFn: () => sendJson<BillingRedirect>('POST', `/api/circle/subscription/${kind}`),
    onSuccess: ({ url }) => {
      window.location.assign(url);
    },
  });
}
