import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Who may call a route, and who they are once allowed: a function of the request that returns
 * the typed actor (a `CircleActor`, a `StaffContext`…) or throws the 401/403/404 `AppError`.
 *
 * A route declares its caller once, as a constant, and uses that same constant twice:
 *
 *     const careManager = circleCaller('care.manage');
 *     app.post(path, { schema, config: { caller: careManager } }, async (request) => {
 *       const actor = careManager(request);
 *
 * The platform runs `config.caller` as soon as the session is read, before the body is parsed and
 * validated, so a stranger is told 401/403/404 and never field messages (decision 071). A caller
 * refuses to run in a route that declared another one, so the two uses cannot drift apart.
 * Rules that need the thing loaded first (its author, its owner) stay in the service.
 */
export type Caller<Actor> = (request: FastifyRequest) => Actor;

export function defineCaller<Actor>(check: (request: FastifyRequest) => Actor): Caller<Actor> {
  const caller: Caller<Actor> = (request) => {
    if (request.routeOptions.config.caller !== caller) {
      const { method, url } = request.routeOptions;
      throw new Error(
        `${String(method)} ${url} calls a caller it does not declare in config.caller`,
      );
    }
    return check(request);
  };
  return caller;
}

/** Runs each route's declared caller first; registered right after the session is read. */
export function checkCallersFirst(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    request.routeOptions.config.caller?.(request);
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, checked before its input is read (see `defineCaller`). */
    caller?: Caller<unknown>;
  }
}
