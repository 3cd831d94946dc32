import { z } from 'zod';

export const publicConfigSchema = z.object({
  productName: z.string(),
  supportEmail: z.string(),
  emergencyNumber: z.string(),
  /** The share of page views whose speed figures are sent (0 to 1, decision 044). */
  vitalsSampleRate: z.number().min(0).max(1),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
