import type { CommunityGroupKind } from '../../../shared/community';
import { COMMON_GROUP_RULES } from '../../../shared/community-groups';

interface GroupSeed {
  slug: string;
  name: string;
  kind: CommunityGroupKind;
  purpose: string;
  rules: string[];
}

const group = (
  slug: string,
  name: string,
  kind: CommunityGroupKind,
  purpose: string,
  ...rules: string[]
): GroupSeed => ({ slug, name, kind, purpose, rules: [...COMMON_GROUP_RULES, ...rules] });

/**
 * The groups every installation starts with, in the order they are listed (decision 045). Each is
 * inserted only when no group has its slug (or its name) yet, so a group staff renamed, changed
 * or archived is never created again nor overwritten (decision 059). The slugs never change.
 */
export const GROUP_SEEDS: readonly GroupSeed[] = [
  group(
    'early-stage',
    'Early stage',
    'stage',
    'For families at the start: a new diagnosis, first changes, planning ahead while your person can still take part.',
    'Newly diagnosed families are welcome to ask anything, however small.',
  ),
  group(
    'middle-stage',
    'Middle stage',
    'stage',
    'For the longest stretch: more help with daily life, changes in behaviour, keeping everyone safe.',
  ),
  group(
    'late-stage',
    'Late stage',
    'stage',
    'For the hardest months: full-time care, comfort, hospice and saying goodbye.',
    'Go gently: many here are close to a loss.',
  ),
  group(
    'spouses-and-partners',
    'Spouses and partners',
    'relationship',
    'For husbands, wives and partners caring for the person they share their life with.',
  ),
  group(
    'adult-children',
    'Adult children',
    'relationship',
    'For sons and daughters caring for a parent, often beside work and children of their own.',
  ),
  group(
    'caring-from-a-distance',
    'Caring from a distance',
    'relationship',
    'For those who help from another town or country: calls, visits, and working with family nearby.',
  ),
  group(
    'young-carers',
    'Young carers',
    'relationship',
    'For young people who help care for a parent or grandparent.',
    'Keep your own details private: no school, town or social media names.',
  ),
  group(
    'sundowning-and-sleep',
    'Sundowning and sleep',
    'topic',
    'Late-day restlessness, nights awake, and how families get some rest.',
  ),
  group(
    'behaviour-changes',
    'Behaviour changes',
    'topic',
    'Anger, suspicion, repeating, wandering: what helped others understand and respond.',
  ),
  group(
    'moving-to-memory-care',
    'Moving to memory care',
    'topic',
    'Deciding, choosing a place, the move itself, and the feelings that come with it.',
  ),
  group(
    'money-and-legal',
    'Money and legal',
    'topic',
    'Paying for care, benefits, power of attorney and planning.',
    'Share experience, not personal financial or legal advice, and never ask for money.',
  ),
  group(
    'grief-and-loss',
    'Grief and loss',
    'topic',
    'The losses along the way and after: a place to be heard.',
    'Go gently: there is no right way to grieve.',
  ),
];
