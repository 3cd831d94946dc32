import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema } from '../../../shared/config';
import { PRODUCT_NAME } from '../../../shared/product';

/** The few settings the browser needs (support address, emergency number, speed sampling). */
export const configRoutes: FastifyPluginAsyncZod<{
  supportEmail: string;
  emergencyNumber: string;
  vitalsSampleRate: number;
}> = async (app, { supportEmail, emergencyNumber, vitalsSampleRate }) => {
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public settings the app shows',
        response: { 200: publicConfigSchema },
      },
    },
    async () => ({ productName: PRODUCT_NAME, supportEmail, emergencyNumber, vitalsSampleRate }),
  );
};
