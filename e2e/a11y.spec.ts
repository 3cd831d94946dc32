import { expect, test } from '@playwright/test';
import { checkA11y, registerCaregiver } from './helpers';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({ colorScheme });

    test('public pages have no WCAG 2.2 AA violations', async ({ page }) => {
      for (const path of ['/', '/login', '/register', '/no-such-page']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await checkA11y(page, `${colorScheme} ${path}`);
      }
      await page.goto('/register');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Please select your role')).toBeVisible();
      await checkA11y(page, `${colorScheme} register with errors`);
    });

    test('the signed-in shell, its menu and the emergency dialog have no violations', async ({
      page,
    }) => {
      await registerCaregiver(page.context().request, { name: 'Ines Duarte', emailPrefix: 'a11y' });
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await checkA11y(page, `${colorScheme} dashboard`);
      await page.getByRole('button', { name: /account menu/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await checkA11y(page, `${colorScheme} account menu`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Emergency' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await checkA11y(page, `${colorScheme} emergency dialog`);
    });
  });
}
