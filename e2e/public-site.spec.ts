import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { documentTitle, publicPages, type PublicPage } from '../shared/public-routes';
import { loadContent } from '../scripts/content/load-content';
import { checkA11y, registerCaregiver } from './helpers';
import { articleProblems, faqPageProblems, nodesOf } from './structured-data';

/** The one route list the router, the pre-renderer and the sitemap use (decision 016). */
const PAGES = publicPages(loadContent());
const pageTypes = {
  landing: '/',
  article: '/early-signs-dementia',
  help: '/help/getting-started',
  guides: '/guides',
  search: '/search',
  features: '/features',
};
const JS_BUDGET_GZIP_BYTES = 150 * 1024;

type JsonLd = Record<string, unknown> & { '@graph'?: Record<string, unknown>[] };

/** The JSON-LD blocks of a page's HTML as the server sends it. */
const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? '') as JsonLd,
  );

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.length).toBeGreaterThan(0);
  return blocks.flatMap((block) => {
    const data = JSON.parse(block) as JsonLd;
    expect(data['@context']).toBe('https://schema.org');
    return (data['@graph'] ?? [data]).map((item) => String(item['@type']));
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page has its heading, text, title, canonical link and JSON-LD', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    for (const entry of PAGES.filter((item) => item.isPrerendered)) {
      const response = await page.goto(entry.path);
      expect(response?.status(), entry.path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), entry.path).toHaveText(entry.title);
      const text = (await page.locator('main').innerText()).trim();
      expect(text.length, `${entry.path} body text`).toBeGreaterThan(entry.content ? 1500 : 20);
      await expect(page, entry.path).toHaveTitle(documentTitle(entry.title));
      await expect(page.locator('link[rel="canonical"]'), entry.path).toHaveAttribute(
        'href',
        `${baseURL}${entry.canonicalPath ?? entry.path}`,
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        entry.description,
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        entry.title,
      );
      const types = await jsonLdTypes(page);
      expect(types, entry.path).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
      if (entry.path !== '/') expect(types, entry.path).toContain('BreadcrumbList');
      if (entry.screen === 'article') expect(types, entry.path).toContain('Article');
      if (entry.content) {
        const content = loadContent()[entry.content.kind].find((p) => p.path === entry.path);
        expect(types.includes('FAQPage'), entry.path).toBe((content?.faq.length ?? 0) > 0);
      } else {
        expect(types.includes('FAQPage'), entry.path).toBe(entry.path === '/faq');
      }
    }
  });

  test('the FAQ page and articles carry structured data search engines accept', async ({
    page,
    request,
    baseURL,
  }) => {
    // /faq: FAQPage data with exactly the questions the page shows.
    const faqHtml = await (await request.get('/faq')).text();
    const faqNodes = jsonLdBlocks(faqHtml).flatMap(nodesOf);
    const faqPage = faqNodes.find((node) => node['@type'] === 'FAQPage') ?? {};
    expect(faqPageProblems(faqPage)).toEqual([]);
    await page.goto('/faq');
    const shown = (await page.locator('main details summary span').allTextContents()).map((q) =>
      q.trim(),
    );
    const questions = faqPage.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.map((question) => question.name)).toEqual(shown);
    const privacy = questions.find((question) => question.name === 'Who can see our information?');
    expect(privacy?.acceptedAnswer.text).toContain('Our privacy policy explains what we store');

    // An article: Article data with a headline, an image, a date and an author; the same image,
    // with its alt text, in the Open Graph tags; the image is served.
    const articleHtml = await (await request.get(pageTypes.article)).text();
    const nodes = jsonLdBlocks(articleHtml).flatMap(nodesOf);
    const article = nodes.find((node) => node['@type'] === 'Article') ?? {};
    expect(articleProblems(article, nodes)).toEqual([]);
    const imageUrl = (article.image as { url: string }).url;
    expect(imageUrl).toBe(`${baseURL}/kinwell-card.png`);
    await page.goto(pageTypes.article);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', imageUrl);
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      'content',
      /^The Kinwell logo/,
    );
    const image = await request.get(new URL(imageUrl).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  });

  test('articles show dates, sources, related guides and, when long, a table of contents', async ({
    page,
  }) => {
    await page.goto('/dementia-care-comprehensive-guide');
    await expect(page.getByText(/^Updated [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Guides');
    await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sources' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Related guides' })).toBeVisible();
    const firstSection = page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link')
      .first();
    const target = (await firstSection.getAttribute('href')) ?? '';
    await expect(page.locator(target)).toHaveCount(1);
  });

  test('the search box works as a plain form, and /support lists the help pages', async ({
    page,
  }) => {
    await page.goto('/guides');
    await page.getByRole('searchbox', { name: 'Search guides and help' }).fill('sundowning');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=sundowning$/);
    await expect(page.getByRole('searchbox', { name: 'Search guides and help' })).toBeVisible();
    await page.goto('/support');
    for (const help of PAGES.filter((entry) => entry.screen === 'help')) {
      await expect(page.locator(`main a[href="${help.path}"]`).first()).toBeVisible();
    }
  });

  test('every internal link on the public pages leads to a page', async ({ page, request }) => {
    test.setTimeout(120_000);
    const links = new Map<string, string>();
    for (const entry of PAGES.filter((item) => item.isPrerendered)) {
      await page.goto(entry.path);
      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
      for (const href of hrefs) {
        if (!href.startsWith('/') || href.startsWith('//')) continue;
        const target = href.split('#')[0] || entry.path;
        if (!links.has(target)) links.set(target, entry.path);
      }
    }
    expect(links.size).toBeGreaterThan(PAGES.length / 2);
    for (const [href, from] of links) {
      const response = await request.get(href, { maxRedirects: 0 });
      if (response.status() === 301) {
        const location = response.headers().location ?? '';
        const next = await request.get(location, { maxRedirects: 0 });
        expect(next.status(), `${href} (linked from ${from}) → ${location}`).toBe(200);
      } else {
        expect(response.status(), `${href} (linked from ${from})`).toBe(200);
      }
    }
  });

  test('sitemap.xml lists the canonical public pages and robots.txt points to it', async ({
    request,
    baseURL,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const entry of PAGES.filter((item) => item.inSitemap)) {
      expect(sitemap).toContain(`<loc>${baseURL}${entry.path}</loc>`);
    }
    expect(sitemap).not.toContain(`<loc>${baseURL}/pricing-full</loc>`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('old feature links and the spec’s duplicate addresses answer 301 to the one page', async ({
    request,
  }) => {
    for (const [from, to] of [
      ['/feature-care-management', '/feature/care-management'],
      ['/feature-memory-support', '/feature/memory-support'],
      ['/community', '/feature/community-support'],
      ['/dementia-care-platform', '/features'],
      ['/alzheimer-care-software', '/features'],
      ['/pricing-full', '/pricing'],
      ['/subscription', '/pricing'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });
});

test.describe('with JavaScript on', () => {
  for (const [type, path] of Object.entries(pageTypes)) {
    test(`the ${type} page hydrates without replacing what was shown`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      // The page was sent because there was no session: asking who this is would only log a 401.
      const userRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/auth/user')) userRequests.push(request.url());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // Keep hold of the server-rendered heading before any script runs.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') {
            (window as unknown as { firstH1: Element | null }).firstH1 =
              document.querySelector('h1');
          }
        });
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(userRequests).toEqual([]);
      const isSameHeading = await page.evaluate(() => {
        const first = (window as unknown as { firstH1: Element | null }).firstH1;
        return first !== null && first === document.querySelector('h1') && first.isConnected;
      });
      expect(isSameHeading, 'the h1 shown before JavaScript is still the one on the page').toBe(
        true,
      );
      expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('a public page loads at most 150 KB of gzipped JavaScript before interaction', async ({
    browser,
  }) => {
    const report: string[] = [];
    for (const [type, path] of Object.entries(pageTypes)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const sizes = new Map<string, number>();
      page.on('response', (response) => {
        if (!response.url().endsWith('.js')) return;
        void response.body().then((body) => sizes.set(response.url(), gzipSync(body).length));
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
      report.push(`${type} ${path}: ${(total / 1024).toFixed(1)} KB gzip in ${sizes.size} files`);
      for (const [url, size] of sizes)
        report.push(`  ${(size / 1024).toFixed(1)} ${url.replace(/.*\/assets\//, '')}`);
      expect(total, `${path} JavaScript`).toBeLessThanOrEqual(JS_BUDGET_GZIP_BYTES);
      await context.close();
    }
    await test.info().attach('javascript-per-page.txt', { body: report.join('\n') });
    console.log(report.join('\n'));
  });

  test('a search address opened directly shows its results without a hydration error', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/search?q=sundowning');
    await expect(page.getByRole('searchbox', { name: 'Search guides and help' })).toHaveValue(
      'sundowning',
    );
    await expect(page.getByRole('heading', { level: 2, name: /match “sundowning”/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /sundowning/i }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('search finds articles and help pages', async ({ page }) => {
    await page.goto('/guides');
    await page.getByRole('searchbox', { name: 'Search guides and help' }).fill('wandering');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=wandering$/);
    await expect(page.getByRole('main').getByRole('status')).toContainText(/pages? match/);
    await expect(page.locator('main a[href="/wandering-dementia"]')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search guides and help' }).fill('invite family');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.locator('main a[href="/help/inviting-family"]')).toBeVisible();
    // In a caregiver's own words: the guide that answers comes first, though it never says them.
    await page
      .getByRole('searchbox', { name: 'Search guides and help' })
      .fill('he keeps saying he wants to go home');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: /match “he keeps saying/ }),
    ).toBeVisible();
    await expect(page.locator('main ol a').first()).toHaveAttribute('href', '/sundowning');
  });

  test('a signed-in person gets their own home at /, and the footer Guides link differs', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Guides' }),
    ).toHaveAttribute('href', '/guides');
    await registerCaregiver(page.context().request, { name: 'Rosa Lind', emailPrefix: 'public' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(PAGES[0]?.title ?? '');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Guides' }),
    ).toHaveAttribute('href', '/resources');
  });

  // Every public page in both colour schemes, in parts of a minute or so each.
  test.describe('every public page with axe', () => {
    const PART = 13;
    for (const colorScheme of ['light', 'dark'] as const) {
      for (let first = 0; first < PAGES.length; first += PART) {
        const part = PAGES.slice(first, first + PART) satisfies PublicPage[];
        test(`public pages ${first + 1}–${first + part.length} of ${PAGES.length} have no WCAG 2.2 AA violations in ${colorScheme} mode`, async ({
          page,
        }) => {
          test.setTimeout(150_000);
          await page.emulateMedia({ colorScheme });
          for (const entry of part) {
            await page.goto(entry.path);
            await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.title);
            await checkA11y(page, `${colorScheme} ${entry.path}`);
          }
        });
      }
    }
  });
});

test('every page links a web manifest that makes Kinwell installable, with icons that load', async ({
  request,
}) => {
  for (const path of ['/', '/pricing', '/dashboard']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(html, path).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"');
  }
  const response = await request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Kinwell', start_url: '/', display: 'standalone' });
  // What Chromium asks of an installable app: a 192 and a 512 px icon; Android's own shape cuts a maskable one.
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of [...manifest.icons, { src: '/icons/apple-touch-icon.png' }]) {
    const image = await request.get(icon.src);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
  }
});
