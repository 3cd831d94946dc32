import { z } from 'zod';

export const publicConfigSchema = z.object({
  productName: z.string(),
  supportEmail: z.string(),
  emergencyNumber: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
