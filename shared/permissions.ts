/**
 * Who may do what inside a care circle. The server's policies and the screens both read this one
 * table, so a right hidden in the UI is also refused by the API (PRODUCT.md, "Who uses it").
 */
export const CIRCLE_ROLES = ['caregiver', 'family'] as const;
export type CircleRole = (typeof CIRCLE_ROLES)[number];

const everyone = ['caregiver', 'family'] as const;
const caregivers = ['caregiver'] as const;

export const CIRCLE_RIGHTS = {
  /** See the circle, its members and the care recipient's name and photo. */
  'circle.view': everyone,
  /** See care updates: the recipient's profile and what later features record. */
  'care.view': everyone,
  /** Change the recipient's profile. */
  'recipient.edit': caregivers,
  /** Invite people, change roles, remove members, revoke invitations. */
  'members.manage': caregivers,
  /** Read the circle's audit log. */
  'audit.view': caregivers,
  /** Download everything the circle holds. */
  'circle.export': caregivers,
  /** Upload photos and recordings (memory support). */
  'memories.add': everyone,
  /**
   * Edit or remove anything in memory support, whoever added it. Without it, a member changes only
   * what they added themselves.
   */
  'memories.manage': caregivers,
  /** Edit memory triggers. */
  'triggers.edit': everyone,
  /** Medications, appointments, tracking, care plans: change them. */
  'care.manage': caregivers,
  /**
   * Log a dose as taken or skipped (with a photo and notes). Everyone: whoever is with the care
   * recipient when the pills are taken records it, often a visiting relative (decision 012).
   */
  'doses.log': everyone,
  /** See the dashboard: each of its sections also needs its own feature's right. */
  'dashboard.view': everyone,
  /** See appointments and subscribe to them from a phone's calendar. */
  'appointments.view': everyone,
  /** See the family task hub and comment on tasks. */
  'tasks.view': everyone,
  /** Take a task ("I'll do it") and work on or complete the tasks assigned to you. */
  'tasks.take': everyone,
  /** Read the circle's care plan; changing it is `care.manage`. */
  'plans.view': everyone,
  /** See what has been tracked for the doctor, its charts and the doctor-visit report. */
  'tracking.view': caregivers,
  /** Log an observation (mood, sleep, a fall …) for the doctor. */
  'tracking.log': caregivers,
  /** Play the four games with the care recipient; the session is recorded as theirs. */
  'activities.play': everyone,
  /** Set each game's difficulty and the read-aloud voice. */
  'activities.configure': caregivers,
  /**
   * See every session of the games, their trends and the report's activities section. Without it,
   * a member sees only the sessions they recorded.
   */
  'activities.history': caregivers,
  /**
   * Choose the plan, change the card, see invoices or cancel (Stripe Checkout and the customer
   * portal). Every member sees the plan's state; nobody sees a card here.
   */
  'subscription.manage': caregivers,
} as const satisfies Record<string, readonly CircleRole[]>;

export type CircleRight = keyof typeof CIRCLE_RIGHTS;

export const can = (role: CircleRole | null | undefined, right: CircleRight): boolean =>
  role != null && (CIRCLE_RIGHTS[right] as readonly CircleRole[]).includes(role);
