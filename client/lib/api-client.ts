import {
  type EndpointInput,
  type EndpointOutput,
  type EndpointRoute,
  type EndpointShape,
  endpointUrl,
} from '../../shared/api-contract';
import { apiRequest } from './api';

/** The input a call needs; none at all when the endpoint takes nothing required. */
type CallArguments<E extends EndpointShape> =
  object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

export type ApiClient<C extends Record<string, EndpointShape>> = {
  [K in keyof C]: (...args: CallArguments<C[K]>) => Promise<EndpointOutput<C[K]>>;
};

/**
 * A feature's endpoints to call by name, typed by its contract (decision 073):
 * `const tasks = apiClient<typeof tasksApi>(tasksEndpoints)`, then
 * `tasks.view({ params: { id } })`. Only the routes load here (the contract is `import type`), so
 * a first screen calls without zod. A non-OK answer throws `ApiError` with the server's message,
 * as every call does.
 */
export function apiClient<C extends Record<string, EndpointShape>>(routes: {
  [K in keyof C]: EndpointRoute;
}): ApiClient<C> {
  const call = async (route: EndpointRoute, input?: object) => {
    const { params, query, body } = (input ?? {}) as {
      params?: Record<string, string | number>;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    const response = await apiRequest(route.method, endpointUrl(route, params, query), body);
    return response.status === 204 ? undefined : ((await response.json()) as unknown);
  };
  return Object.fromEntries(
    Object.entries(routes).map(([name, route]) => [name, (input?: object) => call(route, input)]),
  ) as unknown as ApiClient<C>;
}
