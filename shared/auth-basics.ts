/**
 * What screens need of accounts and roles without the schemas in `auth.ts`, which re-exports all of it:
 * a screen a visit starts on must not load zod (client/app/first-screen-code.test.ts).
 */

/** The two account roles of a family (seed spec §3, §6). Staff accounts are separate. */
export const ROLES = ['caregiver', 'family'] as const;

export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  caregiver: 'Primary Caregiver',
  family: 'Family Member',
};

export const isCaregiver = (user: { role: Role } | null | undefined): boolean =>
  user?.role === 'caregiver';
