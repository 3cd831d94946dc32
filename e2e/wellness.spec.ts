import { expect, test } from '@playwright/test';
import { checkA11y, expectNoSidewaysScroll, registerCaregiver } from './helpers';

test('a caregiver takes the self-check, sees the result with suggestions and the crisis line, then searches the resources', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await registerCaregiver(page.request);

  await page.goto('/burnout-prevention');
  await expect(page.getByRole('heading', { level: 1, name: 'Wellness Center' })).toBeVisible();
  const crisisLine = page.getByRole('complementary', { name: 'Crisis line' });
  await expect(crisisLine).toContainText('988');
  await checkA11y(page, 'wellness-390');
  await expectNoSidewaysScroll(page, 'at 390 px');

  await page.getByRole('button', { name: 'Start the self-check' }).click();
  // Answering all but the ratings asks for what is missing, in plain words.
  const statements = page.locator('fieldset');
  await expect(statements).toHaveCount(16);
  for (let index = 0; index < 16; index += 1) {
    const yes = [3, 5, 9, 10].includes(index); // 4 overwhelmed, 6 lonely, 10 sleep, 11 crying
    await statements
      .nth(index)
      .getByRole('radio', { name: yes ? 'Yes' : 'No' })
      .check();
  }
  await page.getByRole('button', { name: 'See my result' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please choose a number from 1 to 10');
  await page.getByLabel(/17\. On a scale of 1 to 10/).selectOption('7');
  await page.getByLabel(/18\. On a scale of 1 to 10/).selectOption('4');
  await checkA11y(page, 'self-check-form-390');
  await expectNoSidewaysScroll(page, 'at 390 px');
  await page.getByRole('button', { name: 'See my result' }).click();

  const result = page.getByRole('region', { name: 'Your result' });
  await expect(result).toContainText('under a lot of strain');
  await expect(result.getByRole('heading', { name: 'Talk to your own doctor' })).toBeVisible();
  await expect(result.getByRole('heading', { name: 'Plan a real break' })).toBeVisible();
  await expect(result.getByRole('heading', { name: 'Join a support group' })).toBeVisible();
  await expect(result.getByRole('link', { name: '988' })).toBeVisible();
  await expect(page.getByText('Your stress is', { exact: false })).toHaveCount(0);
  await expect(page.getByText(/stress 7 of 10/)).toBeVisible();
  await checkA11y(page, 'self-check-result-390');
  await expectNoSidewaysScroll(page, 'at 390 px');

  // The breathing exercise waits for the person: nothing moves on by itself.
  await page.getByRole('button', { name: 'Begin' }).click();
  await expect(page.getByText('Breathe in', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Hold', { exact: true })).toBeVisible();

  // The respite plan: someone who can step in, ready to print for them.
  await page.getByLabel('Name', { exact: true }).fill('Pat Neighbour');
  await page.getByLabel('When and for how long (optional)').fill('Tuesday afternoons, 2 to 5');
  await page.getByRole('button', { name: 'Add to the plan' }).click();
  // Exactly: the field's hint gives the same words as its example.
  await expect(page.getByText('Tuesday afternoons, 2 to 5', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Remove Pat Neighbour from the plan' }),
  ).toBeVisible();
  await checkA11y(page, 'respite-plan-390');
  await expectNoSidewaysScroll(page, 'at 390 px');

  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
  await page.getByLabel('Search articles and help').fill('sundowning');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const count = page.getByText(/pages? for “sundowning”/);
  await expect(count).toBeVisible();
  // Fewer pages than the whole library, the sundowning guide first.
  expect(Number((await count.textContent())?.split(' ')[0])).toBeLessThan(20);
  const results = count.locator('xpath=following-sibling::ul[1]');
  await expect(results.getByRole('link').first()).toHaveText(/^Sundowning in dementia/);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await page.getByLabel('Stage').selectOption('early');
  await expect(page.getByRole('link', { name: /Early signs of dementia/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Sundowning in dementia/ })).toHaveCount(0);
  await checkA11y(page, 'resources-390');
  await expectNoSidewaysScroll(page, 'at 390 px');
});
