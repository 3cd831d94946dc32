import { z } from 'zod';
import { COMMUNITY_GROUP_KINDS } from './community';

/**
 * Staff manage the support groups (decision 059): moderators (and admins) create a group, change
 * its name, purpose and rules, close it to new posts (archive) and open it again (restore). The
 * same schemas check the staff form and the server.
 */

export const GROUP_NAME_MIN = 3;
export const GROUP_NAME_MAX = 60;
export const GROUP_PURPOSE_MIN = 10;
export const GROUP_PURPOSE_MAX = 300;
export const GROUP_RULE_MIN = 3;
export const GROUP_RULE_MAX = 300;
/** How many rules a group may have. */
export const GROUP_RULES_MIN = 1;
export const GROUP_RULES_MAX = 10;

/** What members read on a closed (archived) group and its threads, instead of a writing form. */
export const GROUP_CLOSED_NOTICE = 'This group is closed to new posts';

/** The rules every group begins with; the seeded groups have them, the staff form starts with them. */
export const COMMON_GROUP_RULES = [
  'Be kind: everyone here is doing their best on hard days.',
  'Share what worked for your family, not medical advice. Check medicines and symptoms with a doctor.',
  'Leave out full names, addresses and anything the person you care for would not want shared.',
] as const;

const name = z
  .string({ error: 'Please write the group’s name.' })
  .trim()
  .min(GROUP_NAME_MIN, { error: `The name needs at least ${GROUP_NAME_MIN} characters.` })
  .max(GROUP_NAME_MAX, { error: `The name can be at most ${GROUP_NAME_MAX} characters.` });

const purpose = z
  .string({ error: 'Please write who the group is for.' })
  .trim()
  .min(GROUP_PURPOSE_MIN, {
    error: `The purpose needs at least ${GROUP_PURPOSE_MIN} characters.`,
  })
  .max(GROUP_PURPOSE_MAX, {
    error: `The purpose can be at most ${GROUP_PURPOSE_MAX} characters.`,
  });

const rules = z
  .array(
    z
      .string()
      .trim()
      .min(GROUP_RULE_MIN, { error: `Each rule needs at least ${GROUP_RULE_MIN} characters.` })
      .max(GROUP_RULE_MAX, { error: `Each rule can be at most ${GROUP_RULE_MAX} characters.` }),
    { error: 'Please write the group’s rules.' },
  )
  .min(GROUP_RULES_MIN, { error: 'Please write at least one rule.' })
  .max(GROUP_RULES_MAX, { error: `A group can have at most ${GROUP_RULES_MAX} rules.` });

/** A new group: its name, kind (stage, relationship or topic), purpose and rules. */
export const groupInputSchema = z.object({
  name,
  kind: z.enum(COMMUNITY_GROUP_KINDS, { error: 'Choose stage, relationship or topic.' }),
  purpose,
  rules,
});
export type GroupInput = z.infer<typeof groupInputSchema>;

/** What staff may change later: the kind (and the address, its slug) stay as they were. */
export const groupEditSchema = groupInputSchema.omit({ kind: true });
export type GroupEdit = z.infer<typeof groupEditSchema>;

/** A group as staff see it: closed ones too, with how many members and posts it has. */
export const staffGroupSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(COMMUNITY_GROUP_KINDS),
  purpose: z.string(),
  rules: z.array(z.string()),
  memberCount: z.number(),
  /** Every post in it, hidden and held ones included. */
  postCount: z.number(),
  /** When staff closed it to new posts; null while it is open. */
  archivedAt: z.string().nullable(),
  /** Made by staff (true) or seeded at the first start (false). */
  isMadeByStaff: z.boolean(),
  createdAt: z.string(),
  /** The last change by staff; null when nobody changed it. */
  updatedAt: z.string().nullable(),
});
export type StaffGroup = z.infer<typeof staffGroupSchema>;
export const staffGroupListSchema = z.object({ groups: z.array(staffGroupSchema) });

/** The name as an address: "Money & legal" → "money-legal"; letters without a Latin form drop out. */
export function slugOf(groupName: string): string {
  return (
    groupName
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50)
      .replace(/-+$/, '') || 'group'
  );
}
