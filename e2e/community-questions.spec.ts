import { type Browser, expect, type Page, test } from '@playwright/test';
import { baseURL, E2E_EXPERT } from './e2e-env';
import { checkA11y, registerCaregiver } from './helpers';
import { firstStaffSignIn } from './staff-helpers';

/** No sideways scrolling at this width, and axe finds nothing. */
async function checkPhone(page: Page, label: string, width = 390) {
  await page.setViewportSize({ width, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `${label} at ${width} px`,
    })
    .toBe(width);
  await checkA11y(page, label);
}

/** The expert's first sign-in, on a phone of their own. */
async function expertPage(browser: Browser) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/admin-login');
  // An expert lands on the questions, the screen their role acts on, under the console's header.
  await firstStaffSignIn(page, E2E_EXPERT, 'Expert questions');
  await expect(page.getByRole('navigation', { name: 'Staff console' })).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/questions$/);
  await expect(page.getByRole('banner')).toContainText('Staff console');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  return { context, page };
}

test('a caregiver asks a private question, an expert answers it with credentials, the caregiver marks it answered; another family cannot see it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 800 });
  await registerCaregiver(page.request, { name: 'Rita Moreno', emailPrefix: 'rita.questions' });

  await page.goto('/community');
  await page.getByRole('link', { name: 'Ask an expert or read their answers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ask an expert' })).toBeVisible();
  await page.getByRole('button', { name: 'I accept the community guidelines' }).click();
  await page.getByLabel('Your question').fill('Dad calls me by my sister’s name. Is that normal?');
  await page
    .getByLabel('A few words about your situation')
    .fill('It started last month. Should I correct him?');
  await page.getByRole('button', { name: 'Send my question' }).click();
  await expect(page.getByRole('alert')).toContainText('public or private');
  await page.getByLabel('Private: only you, Kinwell’s experts and moderators can read it').check();
  await checkPhone(page, 'ask an expert');
  await page.getByRole('button', { name: 'Send my question' }).click();

  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Dad calls me by my sister’s name. Is that normal?',
    }),
  ).toBeVisible();
  await expect(
    page.getByText('Private question: only you, Kinwell’s experts and moderators can read it.'),
  ).toBeVisible();
  await expect(page.getByText('Waiting for an expert')).toBeVisible();
  await checkPhone(page, 'own private question, waiting');
  const questionUrl = page.url();

  // Another family cannot open it.
  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  await registerCaregiver(other.request, { name: 'Lee Okafor', emailPrefix: 'lee.questions' });
  await other.goto(questionUrl);
  await expect(other.getByText('We could not find that question')).toBeVisible();
  await expect(other.getByText('Dad calls me')).toHaveCount(0);
  await otherContext.close();

  // The expert's queue: oldest first; they answer.
  const expert = await expertPage(browser);
  await expert.page
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Expert questions' })
    .click();
  await expect(
    expert.page.getByRole('heading', { level: 1, name: 'Expert questions' }),
  ).toBeVisible();
  const item = expert.page
    .getByRole('listitem')
    .filter({ hasText: 'Dad calls me by my sister’s name. Is that normal?' });
  await expect(item).toContainText('Private: only staff and the asker');
  await expect(item).toContainText('account: Rita Moreno');
  await checkPhone(expert.page, 'expert queue');
  await item
    .getByLabel('Your answer to “Dad calls me by my sister’s name. Is that normal?”')
    .fill('This is common as memory changes. Gently go along with it rather than correcting him.');
  await item.getByRole('button', { name: 'Send answer' }).click();
  await expect(
    expert.page.getByText('Answer sent. The person who asked is told.', { exact: true }),
  ).toBeVisible();
  await expect(item).toHaveCount(0);
  await expert.context.close();

  // The caregiver is told, reads the answer with the expert's credentials, and marks it answered.
  await page.goto('/notifications');
  await expect(page.getByText('An expert answered your question')).toBeVisible();
  await page.goto(questionUrl);
  await expect(
    page.getByText(`${E2E_EXPERT.name}, ${E2E_EXPERT.credentials}`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Gently go along with it rather than correcting him.')).toBeVisible();
  await checkPhone(page, 'answered private question');
  await page.getByRole('button', { name: 'This answered my question' }).click();
  await expect(page.getByText('Answered: it helped the person who asked')).toBeVisible();
  await expect(page.getByRole('button', { name: 'This answered my question' })).toHaveCount(0);

  // Their own list shows it; the public list does not (it is private).
  await page.goto('/community/questions');
  const section = (name: string) =>
    page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name }) });
  const mine = section('Your questions');
  await expect(mine.getByText('Dad calls me by my sister’s name. Is that normal?')).toBeVisible();
  await expect(
    section('Recently answered').getByText('Dad calls me by my sister’s name. Is that normal?'),
  ).toHaveCount(0);
  await checkPhone(page, 'expert questions with my questions');
});
