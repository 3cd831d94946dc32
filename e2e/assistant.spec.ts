import { expect, type Page, type Request, test } from '@playwright/test';
import { pauseClock, settle } from './clock-helpers';
import {
  checkA11y,
  expectNoSidewaysScroll,
  registerCaregiver,
  registerViaApi,
  uniqueEmail,
} from './helpers';

const TAGLINE = 'Ask me about our features, pricing, or how to get started!';
const OFFER =
  'Would you like a personal call or email from one of our care specialists? I can set that up for you.';
const ANNOUNCEMENT = "I'm opening a short form so our care specialist can reach you.";
const CHAT_FAILURE =
  "I'm experiencing a temporary issue. Let me connect you directly with our care specialist for immediate assistance.";
const CONTACT_SUCCESS =
  "Perfect! I've sent your information to our care specialist. You'll receive a personal call or email within 24 hours...";
const FORM_TITLE = 'Connect with Our Care Specialist';

interface ChatBody {
  message: string;
  conversationHistory: { id: string; role: string; content: string; timestamp: string }[];
}

/** Answers every chat call with the next reply in line (the last one repeats). */
async function stubChat(
  page: Page,
  replies: ({ response: string; needsEscalation: boolean } | { status: number })[],
) {
  const requests: ChatBody[] = [];
  let index = 0;
  await page.route('**/api/chat', async (route) => {
    requests.push(route.request().postDataJSON() as ChatBody);
    const reply = replies[Math.min(index, replies.length - 1)];
    index += 1;
    if (reply && 'status' in reply)
      await route.fulfill({ status: reply.status, json: { message: 'The assistant is resting.' } });
    else await route.fulfill({ status: 200, json: reply });
  });
  return requests;
}

const launcher = (page: Page) => page.getByRole('button', { name: 'Open Kinwell Assistant chat' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Kinwell Assistant' });
const log = (page: Page) => panel(page).getByRole('log');
const messageBox = (page: Page) => panel(page).getByLabel('Type your message');
const sendButton = (page: Page) => panel(page).getByRole('button', { name: 'Send message' });
const formTitle = (page: Page) => panel(page).getByRole('heading', { name: FORM_TITLE });
const HAND_OVER = 'Ask a care specialist to contact me';
const EMERGENCY_QUESTION = 'my mother fell and is not breathing';

async function openChat(page: Page) {
  await launcher(page).click();
  await expect(messageBox(page)).toBeFocused();
}

async function ask(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
}

test.describe('the chat widget for visitors', () => {
  test('opens from the keyboard, shows its parts, closes with Escape and returns focus', async ({
    page,
  }) => {
    await page.goto('/');
    const button = launcher(page);
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await expect(panel(page)).toHaveCount(0);

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeVisible();
    await expect(messageBox(page)).toBeFocused();
    await expect(messageBox(page)).toHaveAttribute('rows', '2');
    await expect(panel(page).getByRole('heading', { name: 'Kinwell Assistant' })).toBeVisible();
    await expect(panel(page).getByText(TAGLINE)).toBeVisible();
    await expect(panel(page).getByText('24/7 AI Support')).toBeVisible();
    await expect(
      panel(page).getByRole('button', { name: 'Connect with Specialist' }),
    ).toBeVisible();
    for (const topic of [
      'Platform features and pricing',
      'Getting started',
      'Dementia types and symptoms',
      'Care planning',
      'Cost savings',
      'Technical support',
      'Emergency support',
    ])
      await expect(log(page)).toContainText(topic);
    await expect(log(page)).toHaveAttribute('aria-live', 'polite');
    await checkA11y(page, 'chat panel open');

    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(button).toBeFocused();

    // The conversation is still there when the panel opens again.
    await page.keyboard.press('Enter');
    await expect(messageBox(page)).toBeFocused();
    await panel(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(panel(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('Enter sends, Shift+Enter adds a line, and sending waits for text and for the reply', async ({
    page,
  }) => {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const requests: ChatBody[] = [];
    await page.route('**/api/chat', async (route) => {
      requests.push(route.request().postDataJSON() as ChatBody);
      if (requests.length === 1) await gate;
      await route.fulfill({
        json: { response: `Answer ${requests.length}: see /pricing.`, needsEscalation: false },
      });
    });
    await page.goto('/');
    await openChat(page);

    await expect(sendButton(page)).toBeDisabled();
    await messageBox(page).fill('   ');
    await expect(sendButton(page)).toBeDisabled();
    await messageBox(page).press('Enter');
    await messageBox(page).fill('');

    await messageBox(page).pressSequentially('How much');
    await messageBox(page).press('Shift+Enter');
    await messageBox(page).pressSequentially('does it cost?');
    await expect(messageBox(page)).toHaveValue('How much\ndoes it cost?');
    expect(requests).toHaveLength(0);
    await expect(sendButton(page)).toBeEnabled();

    await messageBox(page).press('Enter');
    await expect(messageBox(page)).toHaveValue('');
    await expect(log(page)).toContainText('How much\ndoes it cost?'.replace('\n', ' '), {
      useInnerText: false,
    });
    await expect(log(page).getByText('Kinwell Assistant is typing')).toBeAttached();

    // While the reply is pending, nothing else goes out.
    await messageBox(page).fill('And the trial?');
    await expect(sendButton(page)).toBeDisabled();
    await messageBox(page).press('Enter');
    await expect(messageBox(page)).toHaveValue('And the trial?');

    release();
    await expect(log(page)).toContainText('Answer 1: see /pricing.');
    await expect(log(page).getByText('Kinwell Assistant is typing')).toHaveCount(0);
    await expect(log(page).getByRole('link', { name: '/pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(requests).toHaveLength(1);
    expect(requests[0]?.message).toBe('How much\ndoes it cost?');
    expect(requests[0]?.conversationHistory).toHaveLength(1);
    expect(requests[0]?.conversationHistory[0]).toMatchObject({ role: 'assistant' });

    await expect(sendButton(page)).toBeEnabled();
    await messageBox(page).press('Enter');
    await expect(log(page)).toContainText('Answer 2: see /pricing.');
    for (let question = 3; question <= 5; question += 1) {
      await ask(page, `Question ${question}`);
      await expect(log(page)).toContainText(`Answer ${question}: see /pricing.`);
    }
    const last = requests.at(-1);
    expect(last?.message).toBe('Question 5');
    expect(last?.conversationHistory).toHaveLength(5);
    expect(last?.conversationHistory.map((message) => message.content)).toEqual([
      'Answer 2: see /pricing.',
      'Question 3',
      'Answer 3: see /pricing.',
      'Question 4',
      'Answer 4: see /pricing.',
    ]);
    for (const message of last?.conversationHistory ?? []) {
      expect(message.id).toEqual(expect.any(String));
      expect(new Date(message.timestamp).toISOString()).toBe(message.timestamp);
    }
  });

  test('an escalating reply offers a specialist after 1 s and opens the form 2 s later', async ({
    page,
  }) => {
    await stubChat(page, [
      { response: 'Our specialists can help with that.', needsEscalation: true },
    ]);
    await page.clock.install();
    await page.goto('/');
    await openChat(page);
    await pauseClock(page);

    await ask(page, 'My father wanders at night');
    await expect(log(page)).toContainText('Our specialists can help with that.');

    await page.clock.runFor(999);
    await settle(page);
    await expect(log(page)).not.toContainText(OFFER);
    await page.clock.runFor(1);
    await expect(log(page)).toContainText(OFFER);

    await page.clock.runFor(1999);
    await settle(page);
    await expect(log(page)).not.toContainText(ANNOUNCEMENT);
    await expect(formTitle(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(log(page)).toContainText(ANNOUNCEMENT);
    await expect(formTitle(page)).toBeVisible();
    await expect(panel(page).getByText("We'll reach out within 24 hours")).toBeVisible();
    await expect(panel(page).getByLabel('Name')).toBeFocused();
  });

  test('on a 390 px phone an escalating answer stays visible above the form that opens', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await stubChat(page, [
      {
        response:
          'Please call 911 now if they are hurt, hit their head, are bleeding or cannot get up.',
        needsEscalation: true,
      },
    ]);
    await page.clock.install();
    await page.goto('/');
    await openChat(page);
    await pauseClock(page);

    await ask(page, 'my mother fell and she is not getting up');
    await expect(log(page)).toContainText('call 911 now');
    await page.clock.runFor(1000);
    await expect(log(page)).toContainText(OFFER);
    await page.clock.runFor(2000);
    await expect(formTitle(page)).toBeVisible();
    const pinned = panel(page).getByRole('note', { name: 'What the assistant said' });
    await expect(pinned.getByText(/call 911 now/)).toBeVisible();
    await expect(pinned).toBeInViewport({ ratio: 1 });
    // Nothing of the form lies over it.
    const note = await pinned.boundingBox();
    const name = await panel(page).getByLabel('Name').boundingBox();
    expect(note && name && note.y + note.height <= name.y).toBe(true);
    const topmost = await pinned.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(topmost).toBe(true);
  });

  test('a reply that mentions a personal consultation escalates without the flag', async ({
    page,
  }) => {
    await stubChat(page, [
      { response: 'A personal consultation is the best next step.', needsEscalation: false },
    ]);
    await page.clock.install();
    await page.goto('/');
    await openChat(page);
    await pauseClock(page);
    await ask(page, 'What should I do?');
    await expect(log(page)).toContainText('A personal consultation is the best next step.');
    await page.clock.runFor(1000);
    await expect(log(page)).toContainText(OFFER);
    await page.clock.runFor(2000);
    await expect(formTitle(page)).toBeVisible();
  });

  test('an ordinary reply does not escalate', async ({ page }) => {
    await stubChat(page, [{ response: 'Our plan is $14.95 a month.', needsEscalation: false }]);
    await page.clock.install();
    await page.goto('/');
    await openChat(page);
    await pauseClock(page);
    await ask(page, 'Price?');
    await expect(log(page)).toContainText('Our plan is $14.95 a month.');
    await page.clock.runFor(5000);
    await settle(page);
    await expect(log(page)).not.toContainText(OFFER);
    await expect(formTitle(page)).toHaveCount(0);
  });

  test('a failed chat call apologises and opens the form after 1 s', async ({ page }) => {
    await stubChat(page, [{ status: 500 }]);
    await page.clock.install();
    await page.goto('/');
    await openChat(page);
    await pauseClock(page);
    await ask(page, 'Hello?');
    await expect(log(page)).toContainText(CHAT_FAILURE);
    await page.clock.runFor(999);
    await settle(page);
    await expect(formTitle(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(formTitle(page)).toBeVisible();
  });

  test('the consultation form sends the request, keeps it on failure and resets on success', async ({
    page,
  }) => {
    const { supportEmail } = (await (await page.request.get('/api/config')).json()) as {
      supportEmail: string;
    };
    await stubChat(page, [{ response: 'Happy to help.', needsEscalation: false }]);
    const contactRequests: Request[] = [];
    let contactStatus = 500;
    await page.route('**/api/contact-request', async (route) => {
      contactRequests.push(route.request());
      await route.fulfill({ status: contactStatus, json: { message: 'x' } });
    });
    await page.goto('/');
    await openChat(page);
    for (let question = 1; question <= 6; question += 1) {
      await ask(page, `Question ${question}`);
      await expect(log(page).getByText(`Question ${question}`)).toBeVisible();
      await expect(sendButton(page)).toBeDisabled(); // the box is empty again
      await expect(log(page).getByText('Kinwell Assistant is typing')).toHaveCount(0);
    }

    await panel(page).getByRole('button', { name: 'Connect with Specialist' }).click();
    await expect(formTitle(page)).toBeVisible();
    const submit = panel(page).getByRole('button', { name: 'Send request' });
    await expect(submit).toBeDisabled();
    await expect(panel(page).getByLabel('Urgency')).toHaveValue('normal');
    await expect(panel(page).getByLabel('Subject')).toHaveValue('');
    await expect(panel(page).getByLabel('Subject').locator('option').first()).toHaveText(
      'Select a topic',
    );
    await expect(panel(page).getByLabel('Email')).toHaveAttribute('type', 'email');
    await checkA11y(page, 'consultation form');

    await panel(page).getByLabel('Name').fill('Ana Lima');
    await expect(submit).toBeDisabled();
    await panel(page).getByLabel('Email').fill('ana.lima@example.com');
    await expect(submit).toBeEnabled();
    await panel(page).getByLabel('Phone', { exact: true }).fill('555-0100');
    await panel(page).getByLabel('Subject').selectOption({ label: 'Family coordination' });
    await panel(page).getByLabel('Message', { exact: true }).fill('Evenings are hard.');

    await submit.click();
    const failure = `I had trouble submitting your request. Please try again, or you can email us directly at ${supportEmail}`;
    await expect(log(page)).toContainText(failure);
    await expect(panel(page).getByRole('alert')).toHaveText(failure);
    await expect(formTitle(page)).toBeVisible();
    await expect(panel(page).getByLabel('Name')).toHaveValue('Ana Lima');
    await expect(panel(page).getByLabel('Subject')).toHaveValue('family_coordination');

    contactStatus = 201;
    await submit.click();
    await expect(log(page)).toContainText(CONTACT_SUCCESS);
    await expect(formTitle(page)).toHaveCount(0);
    await expect(messageBox(page)).toBeFocused();

    expect(contactRequests).toHaveLength(2);
    const body = contactRequests[1]?.postDataJSON() as Record<string, unknown> & {
      conversationHistory: ChatBody['conversationHistory'];
      timestamp: string;
    };
    expect(body).toMatchObject({
      name: 'Ana Lima',
      email: 'ana.lima@example.com',
      phone: '555-0100',
      subject: 'family_coordination',
      message: 'Evenings are hard.',
      urgency: 'normal',
      source: 'ai_escalation',
    });
    expect(Object.keys(body).sort()).toEqual(
      [
        'conversationHistory',
        'email',
        'message',
        'name',
        'phone',
        'source',
        'subject',
        'timestamp',
        'urgency',
      ].sort(),
    );
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
    expect(body.conversationHistory).toHaveLength(10);
    expect(body.conversationHistory.at(-1)?.content).toBe(failure);
    expect(contactRequests[1]?.headers()['content-type']).toContain('application/json');

    await panel(page).getByRole('button', { name: 'Connect with Specialist' }).click();
    await expect(panel(page).getByLabel('Name')).toHaveValue('');
    await expect(panel(page).getByLabel('Email')).toHaveValue('');
    await expect(panel(page).getByLabel('Phone', { exact: true })).toHaveValue('');
    await expect(panel(page).getByLabel('Subject')).toHaveValue('');
    await expect(panel(page).getByLabel('Message', { exact: true })).toHaveValue('');
    await expect(panel(page).getByLabel('Urgency')).toHaveValue('normal');

    await panel(page).getByRole('button', { name: 'Back to chat' }).click();
    await expect(formTitle(page)).toHaveCount(0);
    await expect(messageBox(page)).toBeFocused();
  });
});

test.describe('dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('the open panel and the consultation form have no violations', async ({ page }) => {
    await page.goto('/');
    await openChat(page);
    await checkA11y(page, 'dark chat panel');
    await panel(page).getByRole('button', { name: 'Connect with Specialist' }).click();
    await expect(formTitle(page)).toBeVisible();
    await checkA11y(page, 'dark consultation form');
    // Escape leaves the form first, then the panel.
    await page.keyboard.press('Escape');
    await expect(formTitle(page)).toHaveCount(0);
    await expect(messageBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });

  test('an emergency answer with its call links and hand-over has no violations', async ({
    page,
  }) => {
    await page.goto('/');
    await openChat(page);
    await ask(page, EMERGENCY_QUESTION);
    await expect(log(page).getByRole('link', { name: 'Call 911', exact: true })).toBeVisible();
    await checkA11y(page, 'dark emergency answer');
    await log(page).getByRole('button', { name: HAND_OVER }).click();
    await expect(formTitle(page)).toBeVisible();
    await checkA11y(page, 'dark emergency hand-over form');
  });
});

test('on a caregiver’s phone the button sits above the bottom bar', async ({ page }) => {
  await registerCaregiver(page.context().request, { name: 'Ruth Adams', emailPrefix: 'assistant' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard');
  const bar = await page.getByRole('navigation', { name: 'Quick links' }).boundingBox();
  const button = await launcher(page).boundingBox();
  expect(bar && button).toBeTruthy();
  if (!bar || !button) return;
  expect(button.y + button.height).toBeLessThanOrEqual(bar.y);

  await launcher(page).click();
  const open = await panel(page).boundingBox();
  expect(open && open.y + open.height).toBeLessThanOrEqual(bar.y);
  expect(open && open.x >= 0 && open.x + open.width <= 360).toBe(true);
  await checkA11y(page, 'chat panel on a phone, signed in');
});

/**
 * An emergency asked on a phone, answered by the real server: the answer's numbers are call
 * links, no form covers it, and the hand-over to a specialist waits as a button below it.
 */
async function emergencyJourney(page: Page, label: string) {
  const { emergencyNumber } = (await (await page.request.get('/api/config')).json()) as {
    emergencyNumber: string;
  };
  await page.clock.install();
  await page.goto('/');
  await openChat(page);
  await pauseClock(page);

  await ask(page, EMERGENCY_QUESTION);
  await expect(log(page)).toContainText(`Call ${emergencyNumber} right now`);
  const call = log(page).getByRole('link', { name: `Call ${emergencyNumber}`, exact: true });
  await expect(call.first()).toHaveAttribute('href', `tel:${emergencyNumber}`);
  await expect(call.first()).toBeInViewport();
  const target = await call.first().boundingBox();
  expect(target && target.width >= 44 && target.height >= 44).toBe(true);

  // Past the 1 s + 2 s of an ordinary escalation: nothing opens over the answer.
  await page.clock.runFor(5000);
  await settle(page);
  await expect(formTitle(page)).toHaveCount(0);
  await expect(panel(page).getByRole('form')).toHaveCount(0);
  await expect(log(page)).not.toContainText(OFFER);
  await expect(call.first()).toBeInViewport();
  // axe waits on timers: let time run again.
  await page.clock.resume();
  await checkA11y(page, `emergency answer, ${label}`);

  const handOver = log(page).getByRole('button', { name: HAND_OVER });
  const button = await handOver.boundingBox();
  expect(button && button.height >= 44).toBe(true);
  await handOver.click();
  await expect(formTitle(page)).toBeVisible();
  await expect(panel(page).getByLabel('Urgency')).toHaveValue('urgent');
  // The answer and its call link stay above the form.
  const pinned = panel(page).getByRole('note', { name: 'What the assistant said' });
  await expect(
    pinned.getByRole('link', { name: `Call ${emergencyNumber}`, exact: true }).first(),
  ).toHaveAttribute('href', `tel:${emergencyNumber}`);
  await expect(pinned).toBeInViewport();
  await expectNoSidewaysScroll(page, `emergency hand-over form, ${label}`);
  await checkA11y(page, `emergency hand-over form, ${label}`);
}

test.describe('an emergency asked on a phone', () => {
  test('at 390 px a visitor gets call links and a hand-over button, and no form', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await emergencyJourney(page, '390 px visitor');
    await expect(panel(page).getByLabel('Name')).toHaveValue('');
    await expect(panel(page).getByLabel('Name')).toBeFocused();
  });

  test('at 360 px a signed-in caregiver hands over with the form already filled', async ({
    page,
  }) => {
    const email = uniqueEmail('assistant.emergency');
    await registerViaApi(page.context().request, {
      name: 'Ruth Adams',
      email,
      password: 'kind words 42',
      role: 'caregiver',
    });
    await page.setViewportSize({ width: 360, height: 740 });
    await emergencyJourney(page, '360 px signed in');
    await expect(panel(page).getByLabel('Name')).toHaveValue('Ruth Adams');
    await expect(panel(page).getByLabel('Email')).toHaveValue(email);
  });
});
