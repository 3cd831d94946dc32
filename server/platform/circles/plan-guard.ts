import type { FastifyInstance } from 'fastify';
import { PLAN_INACTIVE_CODE, PLAN_INACTIVE_MESSAGE } from '../../../shared/subscription';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { paymentRequired } from '../../lib/errors';

/**
 * Billing never removes safety (PRODUCT.md; decision 037). When a circle's trial or subscription
 * has lapsed, the changes of non-safety features answer 402 with `PLAN_INACTIVE_CODE`, while
 * medications, doses, crisis alerts, the emergency profile, location sharing, the export and
 * account deletion never opt in and keep working.
 *
 * A feature opts in with one line:
 * - every change of a routes plugin: `changesNeedActivePlan(app)` at the top of the plugin;
 * - one route: `config: NEEDS_ACTIVE_PLAN` in its options.
 */
export const NEEDS_ACTIVE_PLAN = { needsActivePlan: true } as const;

/** Answers whether a circle may change non-safety things now (the subscription module's). */
export interface PlanGate {
  isOpen(db: Database, circleId: string, at: Date): Promise<boolean>;
}

/** Without a module that sells a plan, every circle is open. */
export const ALWAYS_OPEN: PlanGate = { isOpen: async () => true };

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every change (not a read) this plugin registers from here on needs an active plan. */
export function changesNeedActivePlan(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => READS.has(method))) return;
    route.config = { ...route.config, ...NEEDS_ACTIVE_PLAN };
  });
}

/**
 * The one guard, run before every route that opted in. The route's caller (`config.caller`) has
 * already turned away whoever may not call it; people outside a circle pass through.
 */
export function registerPlanGuard(
  app: FastifyInstance,
  options: { db: Database; clock: Clock; gate: PlanGate },
): void {
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.needsActivePlan !== true) return;
    const circleId = request.auth?.membership?.circleId;
    if (!circleId) return;
    const isOpen = await options.gate.isOpen(options.db, circleId, options.clock.now());
    if (!isOpen) throw paymentRequired(PLAN_INACTIVE_MESSAGE, PLAN_INACTIVE_CODE);
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `changesNeedActivePlan` or `NEEDS_ACTIVE_PLAN`: refused while the plan has lapsed. */
    needsActivePlan?: boolean;
  }
}
