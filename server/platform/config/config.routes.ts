import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema } from '../../../shared/config';
import { PRODUCT_NAME } from '../../../shared/product';

/** The few settings the browser needs (support address, emergency number). */
export const configRoutes: FastifyPluginAsyncZod<{
  supportEmail: string;
  emergencyNumber: string;
}> = async (app, { supportEmail, emergencyNumber }) => {
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public settings the app shows',
        response: { 200: publicConfigSchema },
      },
    },
    async () => ({ productName: PRODUCT_NAME, supportEmail, emergencyNumber }),
  );
};
