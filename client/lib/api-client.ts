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

/** An upload's form: its text fields (those with a value) and the file under its field's name. */
function uploadForm(fileField: string, fields: object, file?: Blob | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  if (file) form.append(fileField, file);
  return form;
}

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
    const { params, query, body, file } = (input ?? {}) as {
      params?: Record<string, string | number>;
      query?: Record<string, unknown>;
      body?: unknown;
      file?: Blob | null;
    };
    const url = endpointUrl(route, params, query);
    const response = route.upload
      ? await apiRequest(route.method, url, uploadForm(route.upload, body ?? {}, file))
      : await apiRequest(route.method, url, body);
    return response.status === 204 ? undefined : ((await response.json()) as unknown);
  };
  return Object.fromEntries(
    Object.entries(routes).map(([name, route]) => [name, (input?: object) => call(route, input)]),
  ) as unknown as ApiClient<C>;
}
