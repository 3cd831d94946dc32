import { expect, type Locator, type Page, test } from '@playwright/test';
import { routesFor } from '../shared/route-access';
import { serverNow } from './clock-helpers';
import { checkA11y, registerViaApi, saveRecipient, uniqueEmail } from './helpers';

const NAV = [
  'Dashboard',
  'All Features',
  'Resources',
  'Tracking',
  'Community',
  'Care Plans',
  'Plan Templates',
  'Wellness Center',
  'Cognitive Activities',
  'Memory Support',
  'Support',
];

const signUp = (page: Page, role: 'caregiver' | 'family') =>
  registerViaApi(page.context().request, {
    name: role === 'caregiver' ? 'Ruth Adams' : 'Tom Adams',
    email: uniqueEmail(role),
    password: 'kind words 42',
    role,
  });

/** Where the header's links sit, and any that are cut, overlap or leave the screen. */
const headerLinks = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link')
    .evaluateAll((links) => {
      const boxes = links
        .filter((link) => link.getClientRects().length > 0)
        .map((link) => ({ name: link.textContent ?? '', link, box: link.getBoundingClientRect() }));
      const width = document.documentElement.clientWidth;
      const faults = boxes.flatMap(({ name, link, box }, index) => [
        ...(box.left < 0 || box.right > width ? [`${name} leaves the screen`] : []),
        ...(link.scrollWidth > link.clientWidth ? [`${name} is cut`] : []),
        ...boxes
          .slice(index + 1)
          .filter(
            (other) =>
              other.box.left < box.right - 0.5 &&
              box.left < other.box.right - 0.5 &&
              other.box.top < box.bottom - 0.5 &&
              box.top < other.box.bottom - 0.5,
          )
          .map((other) => `${name} overlaps ${other.name}`),
      ]);
      return { shown: boxes.map(({ name }) => name), faults };
    });

test('desktops show all eleven header items; only tablets the first four and the menu', async ({
  page,
}) => {
  await signUp(page, 'caregiver');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(menuButton, `${width} px`).toBeHidden();
    expect(await headerLinks(page), `${width} px`).toEqual({ shown: NAV, faults: [] });
  }
  for (const width of [768, 900, 1023]) {
    await page.setViewportSize({ width, height: 1000 });
    await expect(menuButton, `${width} px`).toBeVisible();
    expect(await headerLinks(page), `${width} px`).toEqual({ shown: NAV.slice(0, 4), faults: [] });
  }
  await page.setViewportSize({ width: 1024, height: 800 });
  await checkA11y(page, 'the header on a small laptop');
});

test('phones get a toggle menu and, for caregivers, the bottom bar', async ({ page }) => {
  await signUp(page, 'caregiver');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link')).toHaveCount(11);
  await menu.getByRole('link', { name: 'Wellness Center' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wellness Center' })).toBeVisible();
  await expect(menu).toBeHidden();

  const bar = page.getByRole('navigation', { name: 'Quick links' });
  await expect(bar.getByRole('link')).toHaveText([
    'Home',
    'Features',
    'Tracking',
    'Wellness',
    'Community',
  ]);
});

test('the bottom bar’s labels fit side by side on a 360 and a 390 px phone, large text too', async ({
  page,
}) => {
  await signUp(page, 'caregiver');
  const bar = page.getByRole('navigation', { name: 'Quick links' });
  for (const largeText of [false, true]) {
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/dashboard');
      await expect(bar.getByRole('link')).toHaveCount(5);
      if (largeText)
        await page.evaluate(() => document.documentElement.classList.add('large-text'));
      const faults = await bar.getByRole('link').evaluateAll((links) => {
        const labels = links.map((link) => {
          // The label's lines of text, without its icon.
          const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
          const range = document.createRange();
          const lines: DOMRect[] = [];
          while (walker.nextNode()) {
            range.selectNodeContents(walker.currentNode);
            lines.push(...Array.from(range.getClientRects()));
          }
          return { link, name: link.textContent ?? '', lines };
        });
        return labels.flatMap(({ link, name, lines }, index) => {
          const box = link.getBoundingClientRect();
          const next = labels[index + 1];
          const nextLeft = next ? Math.min(...next.lines.map((line) => line.left)) : Infinity;
          const fontSize = parseFloat(getComputedStyle(link).fontSize);
          return [
            ...(lines.length !== 1 ? [`${name} takes ${lines.length} lines`] : []),
            ...lines
              .filter((line) => line.left < box.left - 0.5 || line.right > box.right + 0.5)
              .map(() => `${name} spills out of its link`),
            ...lines
              .filter((line) => line.right > nextLeft + 0.5)
              .map(() => `${name} runs into ${next?.name}`),
            ...(fontSize < 14 ? [`${name} is ${fontSize} px`] : []),
            ...(box.width < 44 || box.height < 44 ? [`${name} is a small target`] : []),
          ];
        });
      });
      expect(faults, `${width} px${largeText ? ', large text' : ''}`).toEqual([]);
    }
  }
});

test('family members get no bottom bar and no caregiver-only items', async ({ page }) => {
  await signUp(page, 'family');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Quick links' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Memory Support' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Tracking' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Account Settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Family administration' })).toHaveCount(0);
});

test('the emergency button shows the alert with the number to call', async ({ page }) => {
  await signUp(page, 'caregiver');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Emergency' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(
    'Emergency contacts will be notified immediately. For immediate medical emergencies, call 911.',
  );
  await expect(dialog.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the offline banner follows the connection', async ({ page, context }) => {
  await page.goto('/');
  // The page's scripts must have arrived before the connection goes: a page still fetching them
  // offline never runs, and shows what the server sent.
  await page.waitForLoadState('networkidle');
  const banner = page.getByText("You're currently offline. Some features may not be available.");
  await expect(banner).toBeHidden();
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toBeHidden();
});

test('the signed-out header and footer link where the spec says', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const [label, href] of [
    ['How We Help', '/features'],
    ['Get Support', '/support'],
    ['Our Story', '/about'],
    ['Join Community', '/feature/community-support'],
    ['Sign In', '/login'],
    ['Begin Your Journey', '/register'],
  ] as const) {
    await expect(header.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'href',
      href,
    );
  }
  const footer = page.getByRole('contentinfo');
  for (const href of [
    '/about',
    '/faq',
    '/login',
    '/register',
    '/features',
    '/pricing',
    '/privacy-policy',
    '/support',
  ]) {
    await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
});

test('served assets are cached for a year and the page passes its own CSP', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // Blocked attempts the page catches itself (such as a library probing for eval) log nothing.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.warn(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  const script = await page.locator('script[type="module"]').first().getAttribute('src');
  const asset = await page.request.get(script ?? '');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await page.goto('/register');
  await page.getByLabel('Your Role').selectOption({ label: 'Primary Caregiver' });
  // The form's schemas run on submit.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/Name must be at least/)).toBeVisible();
  expect(violations).toEqual([]);
});

test('pages reflow at 320 px without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const widthOf = () => page.evaluate(() => document.documentElement.scrollWidth);
  for (const path of ['/', '/login', '/register', '/pricing']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await widthOf(), path).toBeLessThanOrEqual(320);
  }
  await signUp(page, 'caregiver');
  for (const path of ['/dashboard', '/tracking', '/account']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await widthOf(), path).toBeLessThanOrEqual(320);
  }
});

/**
 * Everything on the page that sticks out of the viewport, except what sits in its own
 * horizontally scrolling box (wide tables) and visually hidden text.
 */
const sticksOut = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsSideways = (element: Element | null): boolean => {
      for (let node = element; node && node !== document.body; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') return true;
      }
      return false;
    };
    const visuallyHidden = (element: Element) => {
      const style = getComputedStyle(element);
      return style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';
    };
    const out: string[] = [];
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || visuallyHidden(element)) continue;
      if (box.right <= width + 0.5 && box.left >= -0.5) {
        // Text clipped inside its own box (a label cut off) counts too.
        const clipped =
          element instanceof HTMLElement &&
          element.children.length === 0 &&
          element.scrollWidth > element.clientWidth + 1 &&
          getComputedStyle(element).overflowX !== 'visible';
        if (!clipped) continue;
      } else if (scrollsSideways(element.parentElement)) continue;
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30);
      out.push(
        `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.left)}–${Math.round(box.right)}`,
      );
    }
    return { scrollWidth: document.documentElement.scrollWidth, out: out.slice(0, 5) };
  });

test('no signed-in screen is wider than a 360 or 390 px phone, for either role', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // Every page of the family app with a screen of its own (no parameters, no redirects).
  const paths = routesFor('caregiver').flatMap((route) =>
    route.screen && !route.path.includes(':') ? [route.path] : [],
  );
  for (const role of ['caregiver', 'family'] as const) {
    await page.context().clearCookies();
    await signUp(page, role);
    for (const path of paths) {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      for (const width of [360, 390]) {
        await page.setViewportSize({ width, height: 800 });
        const { scrollWidth, out } = await sticksOut(page);
        expect(scrollWidth, `${role} ${path} at ${width} px`).toBeLessThanOrEqual(width);
        expect(out, `${role} ${path} at ${width} px`).toEqual([]);
      }
    }
  }
});

/** Rosa's profile on UTC, with a dose of Donepezil a few minutes from the server's now. */
async function aDoseDueSoon(page: Page, headers: { origin: string }) {
  const api = page.context().request;
  // On UTC, with a dose a few minutes from the server's now (its clock may have been moved).
  await saveRecipient(api, { preferredName: 'Rosa', timeZone: 'UTC', setupComplete: true });
  const now = await serverNow(api);
  const due = new Date(now.getTime() + (now.getUTCHours() < 23 ? 5 : -30) * 60_000);
  const medicine = await api.post('/api/circle/medications', {
    data: {
      name: 'Donepezil',
      strength: '10 mg',
      form: 'tablet',
      doseAmount: 1,
      doseUnit: 'tablet',
      startDate: now.toISOString().slice(0, 10),
      schedule: {
        type: 'daily',
        times: [due.toISOString().slice(11, 16)],
        weekdays: [1, 2, 3, 4, 5, 6, 7],
      },
    },
    headers,
  });
  expect(medicine.status(), await medicine.text()).toBe(201);
  return { now, medicine };
}

test('forms and dialogs, once open, fit a 360 and a 390 px phone too', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const headers = { origin: new URL(baseURL as string).origin };
  await signUp(page, 'caregiver');
  const api = page.context().request;
  const { now, medicine } = await aDoseDueSoon(page, headers);
  const appointment = await api.post('/api/circle/appointments', {
    data: {
      title: 'Memory clinic',
      type: 'specialist',
      date: now.toISOString().slice(0, 10),
      startTime: '09:00',
      endTime: '10:00',
    },
    headers,
  });
  expect(appointment.status(), await appointment.text()).toBe(201);
  const medicineId = ((await medicine.json()) as { id: string }).id;
  const appointmentId = ((await appointment.json()) as { id: string }).id;

  const opened: { path: string; open: () => Promise<unknown> }[] = [
    {
      // The dose form after "Yes, taken", with its photo picker (446 px wide before).
      path: '/medications/today',
      open: async () => {
        await page.getByRole('button', { name: 'Yes, taken' }).first().click();
        await expect(page.getByLabel('Photo of the pills (optional)')).toBeAttached();
      },
    },
    {
      path: `/appointments/${appointmentId}`,
      open: () => expect(page.getByLabel('Picture of the visit summary (optional)')).toBeAttached(),
    },
    {
      path: `/medications/${medicineId}/edit`,
      open: () => expect(page.getByLabel('Add a photo')).toBeAttached(),
    },
    {
      path: '/dashboard',
      open: async () => {
        await page.getByRole('button', { name: 'Open Kinwell Assistant chat' }).click();
        await expect(page.getByRole('dialog', { name: 'Kinwell Assistant' })).toBeVisible();
      },
    },
  ];
  for (const { path, open } of opened) {
    for (const width of [360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await open();
      const { scrollWidth, out } = await sticksOut(page);
      expect(scrollWidth, `${path}, opened, at ${width} px`).toBeLessThanOrEqual(width);
      expect(out, `${path}, opened, at ${width} px`).toEqual([]);
    }
  }
});

/**
 * Points along each line of `target` (or its box, for a button) that something else lies over:
 * the chat button or the bottom bar. The page is first scrolled as the browser scrolls to a
 * focused control or a found word: `target` at the bottom of what the page leaves visible.
 */
const coveredParts = (target: Locator) =>
  target.evaluate((element) => {
    element.scrollIntoView({ block: 'end' });
    const range = document.createRange();
    range.selectNodeContents(element);
    // A button is checked all over, clear of its rounded corners; text along each line.
    const button = element instanceof HTMLButtonElement;
    const lines = button
      ? [element.getBoundingClientRect()]
      : Array.from(range.getClientRects()).filter((line) => line.width > 1);
    const inset = button ? 10 : 2;
    const across = (top: number, bottom: number) =>
      button ? [top + inset, (top + bottom) / 2, bottom - inset] : [(top + bottom) / 2];
    return lines.flatMap((line) =>
      [line.left + inset, (line.left + line.right) / 2, line.right - inset].flatMap((x) =>
        across(line.top, line.bottom).flatMap((y) => {
          const hit = document.elementFromPoint(x, y);
          if (hit && element.contains(hit)) return [];
          const by = hit?.closest('button, nav, a')?.getAttribute('aria-label') ?? hit?.tagName;
          return [`(${Math.round(x)}, ${Math.round(y)}) under ${by}`];
        }),
      ),
    );
  });

test('the chat button and the bottom bar leave room: no control or line of text ends up under them', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const targets: { path: string; target: () => Locator }[] = [
    { path: '/register', target: () => page.getByRole('link', { name: 'Sign in here' }) },
    {
      path: '/medications/today',
      target: () => page.getByRole('button', { name: 'Not taken' }).first(),
    },
    {
      // The last line of the crisis panel at the end of the wellness centre.
      path: '/burnout-prevention',
      target: () => page.getByText(/You need support, and it is there\./),
    },
  ];
  for (const [index, { path, target }] of targets.entries()) {
    if (index === 1) {
      await signUp(page, 'caregiver');
      await aDoseDueSoon(page, { origin: new URL(baseURL as string).origin });
    }
    for (const width of [390, 360]) {
      // A small phone with the browser's own bars showing.
      await page.setViewportSize({ width, height: 560 });
      await page.goto(path);
      await expect(target()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open Kinwell Assistant chat' })).toBeVisible();
      expect(await coveredParts(target()), `${path} at ${width} px`).toEqual([]);
      // At the very end of the page, its last line is clear of the chat button too.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(
        await coveredParts(page.getByRole('contentinfo').locator('p').last()),
        `${path}, end of the page, at ${width} px`,
      ).toEqual([]);
    }
  }
});
