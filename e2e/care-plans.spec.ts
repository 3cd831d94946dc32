import { expect, type Page, test } from '@playwright/test';
import { checkA11y, inviteMember, registerCaregiver } from './helpers';

const PHONE = { width: 390, height: 844 };

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

test('a caregiver makes the plan from the middle-stage template; the family member sees his item and does it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  // A caregiver with Rosa's profile (middle stage, Chicago); Sam, invited, on a phone of his own.
  await registerCaregiver(page.request, {
    recipient: {
      preferredName: 'Rosa',
      timeZone: 'America/Chicago',
      stage: 'middle',
      setupComplete: true,
    },
  });
  const sam = await inviteMember(browser, page.request, { context: { viewport: PHONE } });

  // No plan yet: the profile's stage is suggested.
  await page.goto('/care-plans');
  await expect(page.getByRole('heading', { name: 'No care plan yet' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Start with the middle stage template' }),
  ).toBeVisible();
  await checkA11y(page, 'care plan, none yet');

  // The templates, for both roles; Maria uses the middle-stage one.
  await page.goto('/care-plan-templates');
  await expect(page.getByRole('heading', { level: 2, name: 'Middle stage' })).toBeVisible();
  await checkA11y(page, 'plan templates');
  await expectNoSidewaysScroll(page);
  await page.getByRole('link', { name: 'Use this template: Middle stage' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Use the middle stage template' }),
  ).toBeVisible();

  // Six of the 29 items start ticked, and she is told what they make before adding anything.
  const count = page.getByText(/^This makes \d+ tasks? in the family hub/);
  await expect(count).toHaveText('This makes 6 tasks in the family hub, 5 of them yours.');
  // She adds the stove and gives it to Sam, and drops the family meeting.
  const stove = page.getByRole('group', { name: 'Make the stove safe' });
  await expect(stove.getByLabel('Keep this item')).not.toBeChecked();
  await stove.getByLabel('Keep this item').check();
  await stove.getByLabel('Who will do it').selectOption({ label: 'Sam Lopez' });
  // A repeating item needs its first date: said beside it, with nothing sent and nothing lost.
  await stove.getByLabel('How often').selectOption({ label: 'Every month' });
  await stove.getByLabel('First date').fill('');
  await page.getByRole('button', { name: 'Add 7 items to our plan' }).click();
  await expect(stove.getByText('A repeating item needs a first date')).toBeVisible();
  await expect(stove.getByLabel('First date')).toHaveAttribute('aria-invalid', 'true');
  await expect(stove.getByLabel('Who will do it')).toHaveValue(/.+/);
  await stove.getByLabel('How often').selectOption({ label: 'Once' });
  await expect(stove.getByText('A repeating item needs a first date')).toHaveCount(0);
  const meeting = page.getByRole('group', { name: 'Hold a family meeting about who does what' });
  await meeting.getByLabel('Keep this item').uncheck();
  await expect(meeting.getByLabel('Who will do it')).toHaveCount(0);
  await expect(count).toHaveText('This makes 6 tasks in the family hub, 4 of them yours.');
  await checkA11y(page, 'use a template');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Add 6 items to our plan' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Care Plan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our plan (middle stage)' })).toBeVisible();
  const stoveItem = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 4, name: 'Make the stove safe' }),
  });
  await expect(stoveItem.getByText('Sam Lopez')).toBeVisible();
  await expect(stoveItem.getByText('Pending')).toBeVisible();
  await expect(page.getByText('Hold a family meeting about who does what')).toHaveCount(0);
  await checkA11y(page, 'care plan');
  await expectNoSidewaysScroll(page);

  // She adds an item of the family's own and puts one away.
  await page.getByLabel('Section').selectOption({ label: 'Meaningful activity and friends' });
  await page.getByLabel('What needs doing').fill('Take Rosa to the choir');
  await page.getByRole('button', { name: 'Add to the plan' }).click();
  await expect(
    page.getByRole('heading', { level: 4, name: 'Take Rosa to the choir' }),
  ).toBeVisible();
  await page
    .getByRole('button', { name: 'Put away: Plan a regular break for the main caregiver' })
    .click();
  await expect(
    page.getByRole('heading', { level: 4, name: 'Plan a regular break for the main caregiver' }),
  ).toBeHidden();
  await expect(page.getByText('Put away (1)')).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await checkA11y(page, 'care plan, dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // Sam reads the plan (no changing it) and finds the item that is his.
  await sam.page.goto('/care-plans');
  const samsItem = sam.page.getByRole('listitem').filter({
    has: sam.page.getByRole('heading', { level: 4, name: 'Make the stove safe' }),
  });
  await expect(samsItem.getByText('Sam Lopez')).toBeVisible();
  await expect(sam.page.getByRole('button', { name: /^Put away/ })).toHaveCount(0);
  await expect(sam.page.getByRole('button', { name: 'Add to the plan' })).toHaveCount(0);
  await checkA11y(sam.page, 'care plan, family');
  await expectNoSidewaysScroll(sam.page);

  // He can take the plan along as a PDF.
  const [pdf] = await Promise.all([
    sam.page.waitForEvent('download'),
    sam.page.getByRole('link', { name: 'Download as PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^kinwell-care-plan-\d{4}-\d{2}-\d{2}\.pdf$/);

  // He does it from the family hub, and the plan shows it done.
  await samsItem.getByRole('link', { name: 'Make the stove safe' }).click();
  await expect(
    sam.page.getByRole('heading', { level: 1, name: 'Make the stove safe' }),
  ).toBeVisible();
  // It is already his: "I'll do it" is not offered, only "Mark done".
  await expect(sam.page.getByRole('button', { name: /^I’ll do it/ })).toHaveCount(0);
  await sam.page.getByRole('button', { name: 'Mark done: Make the stove safe' }).click();
  await expect(sam.page.locator('main [data-tone]')).toHaveText('Completed');
  await sam.page.goto('/care-plans');
  await expect(samsItem.getByText('Completed')).toBeVisible();

  // Maria's plan follows along without reloading.
  await expect(stoveItem.getByText('Completed')).toBeVisible();
  await sam.context.close();
});
