import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configApi } from '../../../shared/config.contract';
import { PRODUCT_NAME } from '../../../shared/product';
import { contractRoute } from '../../lib/contract-route';

/** The few settings the browser needs (support address, emergency number, speed sampling). */
export const configRoutes: FastifyPluginAsyncZod<{
  supportEmail: string;
  emergencyNumber: string;
  vitalsSampleRate: number;
}> = async (app, { supportEmail, emergencyNumber, vitalsSampleRate }) => {
  app.route({
    ...contractRoute(configApi.view),
    handler: async () => ({
      productName: PRODUCT_NAME,
      supportEmail,
      emergencyNumber,
      vitalsSampleRate,
    }),
  });
};
