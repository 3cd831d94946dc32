import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { PostCreated, QueueItem, ReplyCreated } from '../../../shared/community';
import type { QuestionCreated } from '../../../shared/community-questions';
import { auditEvents } from '../../platform/audit/audit.schema';
import { users } from '../../platform/auth/auth.schema';
import { emailOutbox } from '../../platform/email/email.schema';
import { inviteMember } from '../../test/fixtures';
import { type Agent, createTestApp, registerAgent, type TestContext } from '../../test/test-app';
import { communityProfiles } from './community.schema';

/** The community's tests: one app a file, and the members and writing they start from. */

export const NOW = '2026-03-02T15:00:00Z';
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/** The member accepts the community guidelines, as everyone must before writing. */
export async function ready(agent: Agent) {
  const accepted = await agent.post('/api/community/guidelines');
  expect(accepted.statusCode, accepted.body).toBe(200);
}

export async function writePost(agent: Agent, group: string, body: object) {
  const response = await agent.post(`${group}/posts`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PostCreated>();
}

export async function writeReply(
  agent: Agent,
  postId: string,
  body: string,
  isAnonymous?: boolean,
) {
  const response = await agent.post(`/api/community/posts/${postId}/replies`, {
    body,
    isAnonymous,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ReplyCreated>().reply;
}

export async function askQuestion(agent: Agent, body: object) {
  const response = await agent.post('/api/community/questions', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<QuestionCreated>();
}

/** The moderators' queue of reported, held and crisis writing. */
export async function moderationQueue(moderator: Agent) {
  const response = await moderator.get('/api/staff/community/queue');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: QueueItem[] }>().items;
}

interface FamilyOptions {
  /** The family member's name. */
  relative?: string;
  session?: 'standard' | 'remembered';
}

/**
 * The app for one test file on its own database, the clock at NOW before each test, and the people
 * the tests need from it. `group` is the address of the group the file writes in.
 */
export function communityTest(group: string) {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp());
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.clock.set(NOW));

  /** A caregiver with a family member in their circle (so notices reach them). */
  async function family(name = 'Maria Lopez', options: FamilyOptions = {}) {
    const { relative = 'Sam Okafor', session } = options;
    const caregiver = await registerAgent(ctx.app, { name, role: 'caregiver' }, { session });
    await caregiver.agent.patch('/api/circle/recipient', {
      preferredName: 'Rosa',
      timeZone: 'America/Chicago',
    });
    return { caregiver, relative: await inviteMember(ctx, caregiver.agent, 'family', relative) };
  }

  /** The same family, both having accepted the guidelines: their agents. */
  async function readyFamily(name?: string, options?: FamilyOptions) {
    const { caregiver, relative } = await family(name, options);
    await ready(caregiver.agent);
    await ready(relative.agent);
    return { caregiver: caregiver.agent, relative: relative.agent };
  }

  /** A member who is no longer new: 3 posts others could see, and the guidelines 8 days ago. */
  async function established(agent: Agent, name: string) {
    for (let i = 0; i < 3; i += 1) {
      await writePost(agent, group, {
        title: `Settling in ${i}`,
        body: 'Thank you all for being here.',
      });
      ctx.clock.advance(4 * MINUTE);
    }
    const [user] = await ctx.database.db.select().from(users).where(eq(users.name, name));
    await ctx.database.db
      .update(communityProfiles)
      .set({ guidelinesAcceptedAt: new Date(ctx.clock.now().getTime() - 8 * DAY) })
      .where(eq(communityProfiles.userId, user!.id));
  }

  /** The audit records of one action whose detail mentions `detail`. */
  const audited = (action: string, detail: string) =>
    ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), like(auditEvents.detail, `%${detail}%`)));

  /** The emails to `to` whose subject mentions `subject`, newest first. */
  const emailsTo = (to: string, subject: string) =>
    ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to), like(emailOutbox.subject, `%${subject}%`)))
      .orderBy(desc(emailOutbox.createdAt));

  return { ctx, family, readyFamily, established, audited, emailsTo };
}
