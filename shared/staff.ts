import { z } from 'zod';

export const STAFF_ROLES = ['specialist', 'moderator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  specialist: 'Care specialist',
  moderator: 'Moderator',
  admin: 'Administrator',
};

export const staffSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type Staff = z.infer<typeof staffSchema>;
