import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARE_PLAN_TEMPLATES, TEMPLATE_FILES } from '../../../shared/care-plan-templates';
import {
  type CarePlanAnswer,
  carePlanTemplateSchema,
  SUGGESTED_ITEMS,
} from '../../../shared/care-plans';
import { DEMENTIA_STAGES } from '../../../shared/care-recipient';
import { readingGrade } from '../../../scripts/content/readability';
import { inviteMember } from '../../test/fixtures';
import { pdfTags, pdfText } from '../../test/pdf-text';
import { createTestApp, registerAgent, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  ctx.clock.set('2026-03-02T15:00:00Z');
});
afterAll(() => ctx.close());

async function family() {
  const caregiver = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
  const sam = await inviteMember(ctx, caregiver.agent, 'family', 'Sam Lopez');
  await caregiver.agent.patch('/api/circle/recipient', {
    preferredName: 'Rosa',
    timeZone: 'America/Chicago',
    stage: 'middle',
  });
  return { caregiver, sam };
}

/** After the clock moves months ahead, a person signs in again (sessions end, decision 021). */
async function signInAgain(person: Awaited<ReturnType<typeof registerAgent>>) {
  const login = await person.agent.post('/api/auth/login', {
    email: person.input.email,
    password: person.input.password,
    rememberDevice: true,
  });
  expect(login.statusCode).toBe(200);
}

type TaskView = { id: string; title: string; recurrence: string; dueDate: string | null };

describe('the stage templates', () => {
  it.each(DEMENTIA_STAGES)('%s loads through the schema, in plain words', (stage) => {
    const template = carePlanTemplateSchema.parse(TEMPLATE_FILES[stage]);
    expect(template.stage).toBe(stage);
    const items = template.sections.flatMap((part) => part.items);
    expect(items.length).toBeGreaterThan(15);
    const words = items.map((item) => `${item.title}. ${item.why}`).join('\n');
    expect(readingGrade(`${template.summary}\n${words}`)).toBeLessThanOrEqual(9);
    // A new plan starts from a few items, some for anyone in the family, not all of them.
    const suggested = items.filter((item) => item.suggested);
    expect(suggested.length).toBeGreaterThanOrEqual(SUGGESTED_ITEMS.min);
    expect(suggested.length).toBeLessThanOrEqual(SUGGESTED_ITEMS.max);
    expect(new Set(suggested.map((item) => item.key.split('-')[0])).size).toBeGreaterThanOrEqual(5);
    expect(suggested.some((item) => item.owner === 'any')).toBe(true);
  });

  it('covers the safety checklist, legal and medical items the plan is built on', () => {
    const keys = CARE_PLAN_TEMPLATES.middle.sections.flatMap((part) =>
      part.items.map((item) => item.key),
    );
    expect(keys).toEqual(
      expect.arrayContaining([
        'safety-stove',
        'safety-locks',
        'safety-medicines',
        'safety-falls',
        'safety-bathing',
        'legal-poa',
        'legal-directive',
        'legal-benefits',
        'medical-wellness-visit',
        'medical-med-review',
        'medical-vision-hearing',
        'medical-dental',
      ]),
    );
  });

  it('refuses a template file that breaks the schema', () => {
    const broken = structuredClone(TEMPLATE_FILES.early) as { sections: { items: object[] }[] };
    broken.sections[0]?.items.push({ key: 'x', title: 'No why or source' });
    expect(carePlanTemplateSchema.safeParse(broken).success).toBe(false);
  });

  it('refuses a template that ticks every item for a new plan', () => {
    const everything = structuredClone(TEMPLATE_FILES.middle) as {
      sections: { items: { suggested?: true }[] }[];
    };
    for (const part of everything.sections) for (const item of part.items) item.suggested = true;
    const parsed = carePlanTemplateSchema.safeParse(everything);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'Suggest 4 to 8 items to start with, not 29',
    ]);
  });
});

describe('the circle’s care plan', () => {
  it('turns the kept items into tasks with their owners and repeats', async () => {
    const { caregiver, sam } = await family();
    const empty = (await caregiver.agent.get('/api/circle/care-plan')).json<CarePlanAnswer>();
    expect(empty.plan).toBeNull();
    expect(empty.suggestion?.stage).toBe('middle');

    const made = await caregiver.agent.post('/api/circle/care-plan/template', {
      stage: 'middle',
      items: [
        {
          key: 'safety-smoke',
          assigneeUserId: sam.user.id,
          dueDate: '2026-03-10',
          rhythm: 'monthly',
        },
        { key: 'legal-poa', assigneeUserId: caregiver.user.id, dueDate: '', rhythm: 'once' },
        { key: 'medical-dental', dueDate: '2026-06-01', rhythm: 'yearly' },
      ],
    });
    expect(made.statusCode).toBe(200);
    const answer = made.json<CarePlanAnswer>();
    expect(answer.suggestion).toBeNull();
    expect(answer.plan).toMatchObject({ stage: 'middle', nextReviewDate: '2026-06-02' });
    expect(answer.plan?.items.map((item) => [item.section, item.title, item.owner])).toEqual([
      ['safety', 'Test the smoke and carbon monoxide alarms', 'Sam Lopez'],
      ['legal', 'Set up a power of attorney for money and health', 'Maria Lopez'],
      ['medical', 'See the dentist', null],
    ]);

    const tasks = (await sam.agent.get('/api/circle/tasks')).json<TaskView[]>();
    const smoke = tasks.find((task) => task.title.startsWith('Test the smoke'));
    expect(smoke).toMatchObject({ recurrence: 'monthly', dueDate: '2026-03-10' });
    const dentist = tasks.find((task) => task.title === 'See the dentist');
    expect(dentist).toMatchObject({ recurrence: 'yearly', dueDate: '2026-06-01' });
    const notices = (await sam.agent.get('/api/notifications')).json<{
      notifications: { kind: string; title: string }[];
    }>().notifications;
    expect(notices[0]).toMatchObject({
      kind: 'task.assigned',
      title: 'Maria Lopez asked you to: Test the smoke and carbon monoxide alarms',
    });

    // Sam completes the monthly task: the plan follows it to next month's.
    ctx.clock.set('2026-03-06T15:00:00Z');
    expect((await sam.agent.post(`/api/circle/tasks/${smoke?.id}/complete`)).statusCode).toBe(200);
    const after = (await sam.agent.get('/api/circle/care-plan')).json<CarePlanAnswer>();
    expect(after.plan?.items[0]).toMatchObject({
      status: 'pending',
      dueDate: '2026-04-10',
      isOverdue: false,
    });

    // Untouched past its date, an item is overdue.
    ctx.clock.set('2026-06-03T15:00:00Z');
    await signInAgain(caregiver);
    const late = (await caregiver.agent.get('/api/circle/care-plan')).json<CarePlanAnswer>();
    expect(late.plan?.items.find((item) => item.title === 'See the dentist')?.isOverdue).toBe(true);
    // The yearly item repeats in the hub: done, the plan shows next year's visit.
    const done = await caregiver.agent.post(`/api/circle/tasks/${dentist?.id}/complete`);
    expect(done.statusCode).toBe(200);
    const renewed = (await caregiver.agent.get('/api/circle/care-plan')).json<CarePlanAnswer>();
    expect(renewed.plan?.items.find((item) => item.title === 'See the dentist')).toMatchObject({
      rhythm: 'yearly',
      status: 'pending',
      dueDate: '2027-06-01',
      isOverdue: false,
    });
    ctx.clock.set('2026-03-02T15:00:00Z');

    const log = (await caregiver.agent.get('/api/circle/audit')).json<{
      entries: { action: string; detail: string | null }[];
    }>();
    expect(log.entries.map((entry) => entry.action)).toContain('care_plan.template_used');
  });

  it('lets family members read the plan and work their tasks, never change the plan', async () => {
    const { caregiver, sam } = await family();
    const made = (
      await caregiver.agent.post('/api/circle/care-plan/items', {
        section: 'activity',
        title: 'Take Rosa to the choir on Thursdays',
        assigneeUserId: sam.user.id,
        dueDate: '2026-03-05',
        rhythm: 'weekly',
      })
    ).json<CarePlanAnswer>();
    const item = made.plan?.items[0];
    expect(item).toMatchObject({ owner: 'Sam Lopez', rhythm: 'weekly', status: 'pending' });

    const read = await sam.agent.get('/api/circle/care-plan');
    expect(read.statusCode).toBe(200);
    expect(read.json<CarePlanAnswer>().plan?.items[0]?.title).toBe(
      'Take Rosa to the choir on Thursdays',
    );
    for (const [method, path, body] of [
      ['POST', '/api/circle/care-plan/items', { section: 'goals', title: 'Mine' }],
      ['PATCH', `/api/circle/care-plan/items/${item?.id}`, { archived: true }],
      ['PATCH', '/api/circle/care-plan', { notes: 'Hello' }],
      ['POST', '/api/circle/care-plan/review', undefined],
      ['POST', '/api/circle/care-plan/template', { stage: 'late', items: [] }],
    ] as const) {
      expect((await sam.agent.request(method, path, { body })).statusCode).toBe(403);
    }
    // Sam acts on the task that is his.
    expect((await sam.agent.post(`/api/circle/tasks/${item?.taskId}/claim`)).statusCode).toBe(200);
    const working = (await sam.agent.get('/api/circle/care-plan')).json<CarePlanAnswer>();
    expect(working.plan?.items[0]?.status).toBe('in_progress');

    // Another circle's caregiver cannot find the item.
    const stranger = await registerAgent(ctx.app, { name: 'Ben Okafor', role: 'caregiver' });
    const foreign = await stranger.agent.patch(`/api/circle/care-plan/items/${item?.id}`, {
      archived: true,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await stranger.agent.get('/api/circle/care-plan')).json<CarePlanAnswer>().plan,
    ).toBeNull();

    const archived = (
      await caregiver.agent.patch(`/api/circle/care-plan/items/${item?.id}`, { archived: true })
    ).json<CarePlanAnswer>();
    expect(archived.plan?.items[0]?.isArchived).toBe(true);
  });

  it('downloads the plan as a PDF for the whole family, never for another circle', async () => {
    const { caregiver, sam } = await family();
    expect((await sam.agent.get('/api/circle/care-plan/pdf')).statusCode).toBe(404);
    await caregiver.agent.post('/api/circle/care-plan/template', {
      stage: 'middle',
      items: [
        {
          key: 'safety-smoke',
          assigneeUserId: sam.user.id,
          dueDate: '2026-03-01',
          rhythm: 'monthly',
        },
        { key: 'medical-dental', dueDate: '2026-06-01', rhythm: 'yearly' },
      ],
    });
    await caregiver.agent.patch('/api/circle/care-plan', { notes: 'Rosa likes mornings best.' });

    // 9 pm in Chicago is already the next day in UTC: the PDF is dated in Rosa's time zone.
    ctx.clock.set('2026-03-03T03:00:00Z');
    const pdf = await sam.agent.get('/api/circle/care-plan/pdf');
    ctx.clock.set('2026-03-02T15:00:00Z');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="kinwell-care-plan-2026-03-02.pdf"',
    );
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Care plan for Rosa');
    expect(text).toContain('Made with Kinwell on March 2, 2026');
    expect(text).toContain('Next review: June 2, 2026');
    expect(text).toContain('Home safety');
    expect(text).toContain('Test the smoke and carbon monoxide alarms');
    expect(text).toContain('Owner: Sam Lopez');
    expect(text).toContain('Due: March 1, 2026 (overdue)');
    expect(text).toContain('Every month');
    expect(text).toContain('See the dentist');
    expect(text).toContain('Every year');
    expect(text).toContain('Rosa likes mornings best.');
    expect(text.indexOf('Overdue')).toBeLessThan(text.indexOf('Home safety'));
    // Tagged for screen readers: the title, a list of what is overdue, each item a heading.
    const tags = await pdfTags(pdf.rawPayload);
    expect(tags).toMatchObject({ marked: true, lang: 'en-US', displayTitle: true });
    const roles = tags.pages[0]!;
    expect(roles.slice(0, 2)).toEqual(['Document', 'H1']);
    const overdue = roles.indexOf('H2');
    expect(roles.slice(overdue, overdue + 6)).toEqual(['H2', 'L', 'LI', 'LBody', 'H2', 'H3']);

    const log = (await caregiver.agent.get('/api/circle/audit')).json<{
      entries: { action: string }[];
    }>();
    expect(log.entries.map((entry) => entry.action)).toContain('care_plan.downloaded');

    const stranger = await registerAgent(ctx.app, { name: 'Ben Okafor', role: 'caregiver' });
    expect((await stranger.agent.get('/api/circle/care-plan/pdf')).statusCode).toBe(404);
  });

  it('reminds the caregivers once when the review date comes, and a review sets the next', async () => {
    const { caregiver, sam } = await family();
    await caregiver.agent.post('/api/circle/care-plan/template', {
      stage: 'middle',
      items: [{ key: 'goal-wishes', rhythm: 'every_3_months', dueDate: '2026-04-01' }],
    });
    const job = ctx.app.jobs.get('care-plan-reviews');
    const reviewNotices = async (agent: typeof caregiver.agent) =>
      (await agent.get('/api/notifications'))
        .json<{ notifications: { kind: string; title: string }[] }>()
        .notifications.filter((notice) => notice.kind === 'care_plan.review');

    // 2026-06-02 in Chicago starts at 05:00 UTC.
    ctx.clock.set('2026-06-02T04:30:00Z');
    await job.runOnce();
    await signInAgain(caregiver);
    await signInAgain(sam);
    expect(await reviewNotices(caregiver.agent)).toHaveLength(0);
    ctx.clock.set('2026-06-02T05:30:00Z');
    await job.runOnce();
    await job.runOnce();
    const reminded = await reviewNotices(caregiver.agent);
    expect(reminded).toEqual([
      expect.objectContaining({ title: 'Time to look at Rosa’s care plan' }),
    ]);
    expect(await reviewNotices(sam.agent)).toHaveLength(0);
    const due = (await caregiver.agent.get('/api/circle/care-plan')).json<CarePlanAnswer>();
    expect(due.plan?.isReviewDue).toBe(true);

    const reviewed = (
      await caregiver.agent.post('/api/circle/care-plan/review')
    ).json<CarePlanAnswer>();
    expect(reviewed.plan).toMatchObject({ nextReviewDate: '2026-09-02', isReviewDue: false });
    ctx.clock.set('2026-09-02T06:00:00Z');
    await job.runOnce();
    await signInAgain(caregiver);
    expect(await reviewNotices(caregiver.agent)).toHaveLength(2);
    ctx.clock.set('2026-03-02T15:00:00Z');
  });

  it('suggests the next stage’s template when the profile’s stage changes, with what it adds', async () => {
    const { caregiver } = await family();
    const middleKeys = CARE_PLAN_TEMPLATES.middle.sections.flatMap((part) =>
      part.items.map((item) => item.key),
    );
    await caregiver.agent.post('/api/circle/care-plan/template', {
      stage: 'middle',
      items: middleKeys.map((key) => ({ key, rhythm: 'once' })),
    });
    await caregiver.agent.patch('/api/circle/recipient', { stage: 'late' });
    const answer = (await caregiver.agent.get('/api/circle/care-plan')).json<CarePlanAnswer>();
    expect(answer.suggestion?.stage).toBe('late');
    const adds = answer.suggestion?.adds.map((item) => item.key) ?? [];
    expect(adds).toEqual(
      expect.arrayContaining(['goal-comfort', 'medical-hospice', 'activity-senses']),
    );
    expect(adds).not.toContain('safety-stove');

    const extended = (
      await caregiver.agent.post('/api/circle/care-plan/template', {
        stage: 'late',
        items: [{ key: 'medical-hospice', rhythm: 'once' }],
      })
    ).json<CarePlanAnswer>();
    expect(extended.suggestion).toBeNull();
    expect(extended.plan?.stage).toBe('late');
    expect(extended.plan?.items.some((item) => item.title.includes('hospice'))).toBe(true);
  });

  it('says clearly what is wrong with a bad choice', async () => {
    const { caregiver } = await family();
    const repeatWithoutDate = await caregiver.agent.post('/api/circle/care-plan/template', {
      stage: 'early',
      items: [{ key: 'routine-walk', rhythm: 'weekly' }],
    });
    expect(repeatWithoutDate.statusCode).toBe(400);
    expect(repeatWithoutDate.json<{ message: string }>().message).toBe(
      'A repeating item needs a first date',
    );
    const unknown = await caregiver.agent.post('/api/circle/care-plan/template', {
      stage: 'early',
      items: [{ key: 'medical-hospice', rhythm: 'once' }],
    });
    expect(unknown.statusCode).toBe(400);
  });
});
