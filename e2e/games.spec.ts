import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import type { ActivitySessionDto, ActivitySettingsDto, GameId } from '../shared/activities';
import { DIFFICULTY } from '../shared/activities-basics';
import type { GamePictureSet } from '../shared/activities-family';
import { startGame } from '../shared/games';
import { familyMatching } from '../shared/games/family';
import { appOrigin, checkA11y, registerCaregiver, settleAnimations } from './helpers';

/**
 * The four errorless games, played to their success screens on a tablet: two by touch, one by
 * keyboard, one with a single switch (Space steps, Enter chooses), then each again the other way
 * (by keyboard or by touch). The same `?seed=` always deals
 * the same game, so the journeys know what is on the cards.
 */
const SEED = 7;
const NEVER_SHOWN = /score|points|seconds left|time left|wrong|incorrect/i;

test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

/** A caregiver with Rosa's profile (middle stage), signed in on `page`. */
async function rosasCircle(page: Page) {
  const user = await registerCaregiver(page.request, {
    emailPrefix: 'games',
    recipient: { preferredName: 'Rosa Martins', stage: 'middle', setupComplete: true },
  });
  return user;
}

/** The family's log, answered by the test: what the success screen sends is kept here. */
async function answerTheLog(page: Page, options: { fail?: boolean } = {}) {
  const sent: { sessions: unknown[]; enjoyment: unknown[] } = { sessions: [], enjoyment: [] };
  await page.route('**/api/circles/*/activities/sessions', async (route) => {
    if (options.fail) return route.fulfill({ status: 500, body: 'unavailable' });
    const input = route.request().postDataJSON() as Record<string, unknown>;
    sent.sessions.push(input);
    const session = { id: 'session-1', ...input, enjoyment: null } as unknown as ActivitySessionDto;
    return route.fulfill({ status: 201, json: { session } });
  });
  await page.route('**/api/circles/*/activities/sessions/*', async (route) => {
    sent.enjoyment.push(route.request().postDataJSON());
    return route.fulfill({ status: 200, json: { session: { id: 'session-1' } } });
  });
  return sent;
}

async function expectNothingThatCounts(page: Page) {
  expect(await page.locator('body').innerText()).not.toMatch(NEVER_SHOWN);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('timer')).toHaveCount(0);
}

/** Presses `key` until the focused element's text matches, as a keyboard or switch user would. */
async function pressUntilFocused(page: Page, key: string, text: RegExp) {
  for (let presses = 0; presses < 30; presses += 1) {
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (text.test(focused)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Never reached ${text} with ${key}`);
}

/** Presses `key` until `target` has the focus, as a keyboard or switch user would. */
async function pressUntilOn(page: Page, key: string, target: Locator) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Never reached ${await target.getAttribute('aria-label')} with ${key}`);
}

test.describe('with the family log answered by the test', () => {
  // The test answers the log's requests itself; the service worker would take them first.
  test.use({ serviceWorkers: 'block' });

  test('photo matching by touch: the family’s number of pairs, a missed pair shown, success', async ({
    page,
  }) => {
    await rosasCircle(page);
    const sent = await answerTheLog(page);
    await page.route('**/api/circles/*/activities/settings', (route) =>
      route.fulfill({
        json: {
          difficulty: {
            'photo-matching': 3,
            'word-recall': null,
            'sequence-memory': null,
            'picture-naming': null,
          },
          speech: { voice: null, rate: 0.8 },
          effectiveDifficulty: {
            'photo-matching': 3,
            'word-recall': 2,
            'sequence-memory': 3,
            'picture-naming': 3,
          },
        } satisfies ActivitySettingsDto,
      }),
    );

    await page.goto('/cognitive-activities');
    await expect(page.getByRole('link', { name: /^Play / })).toHaveCount(4);
    await checkA11y(page, 'the games to choose from');
    await page.getByRole('link', { name: 'Play Photo matching' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Photo matching' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expectNothingThatCounts(page);
    await checkA11y(page, 'game start');

    // The same game as the test deals itself from the seed.
    await page.goto(`/cognitive-activities/play/photo-matching?seed=${SEED}`);
    await page.getByRole('button', { name: 'Play', exact: true }).tap();
    const cards = page.getByRole('list', { name: 'Cards' }).getByRole('button');
    await expect(cards).toHaveCount(6);
    const game = startGame('photo-matching', { difficulty: 3, playerName: 'Rosa' }, SEED);
    if (game.game !== 'photo-matching') throw new Error('photo matching');
    const labels = game.cards.map((card) => card.picture.label);

    // A miss: the first card and a card that is not its pair. The pair is shown beside it.
    const other = labels.findIndex((label) => label !== labels[0]);
    await cards.nth(0).tap();
    await expect(page.getByText(`Now find the other ${labels[0]}.`)).toBeVisible();
    await cards.nth(other).tap();
    await expect(page.getByText(`Here are the two ${labels[0]} cards together.`)).toBeVisible();
    await expect(cards.nth(labels.lastIndexOf(labels[0] ?? ''))).toHaveAccessibleName(
      new RegExp(`: ${labels[0]}, found$`),
    );
    await expectNothingThatCounts(page);
    await checkA11y(page, 'matching after a miss');

    // Then every remaining pair, by touch.
    for (const [index, label] of labels.entries()) {
      const name = await cards.nth(index).getAttribute('aria-label');
      if (name?.endsWith(', found')) continue;
      await cards.nth(index).tap();
      await cards.nth(labels.lastIndexOf(label)).tap();
    }
    await expect(
      page.getByText('You found all 3 pairs of pictures, Rosa. Well done.'),
    ).toBeVisible();
    await expectNothingThatCounts(page);
    await checkA11y(page, 'matching success');

    expect(sent.sessions).toEqual([
      expect.objectContaining({
        game: 'photo-matching',
        difficulty: 3,
        answersShown: 1,
        eased: false,
      }),
    ]);
    const companion = page.getByRole('region', {
      name: 'For whoever is sitting with Rosa: did Rosa enjoy it?',
    });
    await companion.getByRole('button', { name: 'Enjoyed it' }).tap();
    await expect(companion.getByText('Thank you. It is in the activities log.')).toBeVisible();
    expect(sent.enjoyment).toEqual([{ enjoyment: 'enjoyed' }]);

    // Leaving is the companion's deliberate choice.
    await page.getByRole('button', { name: 'Finish' }).tap();
    await expect(page.getByRole('alertdialog', { name: 'Leave the game?' })).toBeVisible();
    await checkA11y(page, 'leave dialog');
    await page.getByRole('button', { name: 'Leave the game' }).tap();
    await expect(page).toHaveURL(/\/cognitive-activities$/);
  });

  test('sequence memory with one switch: Space steps through the cards, Enter chooses', async ({
    page,
  }) => {
    await rosasCircle(page);
    await answerTheLog(page, { fail: true });
    await page.goto(`/cognitive-activities/play/sequence-memory?seed=${SEED}`);
    const toggle = page.getByRole('switch', { name: /One-switch mode/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    await pressUntilFocused(page, ' ', /^Play$/);
    await page.keyboard.press('Enter');
    const game = startGame('sequence-memory', { difficulty: 3, playerName: 'Rosa' }, SEED);
    if (game.game !== 'sequence-memory') throw new Error('sequence memory');
    await expect(
      page.getByText(`Let's ${game.sequence.title}. Which picture comes first?`),
    ).toBeVisible();
    await expectNothingThatCounts(page);

    for (const step of game.order) {
      await pressUntilFocused(page, ' ', new RegExp(`^${step.caption}$`));
      // The switch's place is plain to see: a thick outline on the card.
      expect(
        await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineWidth),
      ).toBe('6px');
      await page.keyboard.press('Enter');
    }
    await expect(
      page.getByText(`That is how to ${game.sequence.title}, Rosa. Thank you for showing the way.`),
    ).toBeVisible();
    const placed = page.getByRole('region', { name: 'The steps in order' }).getByRole('listitem');
    await expect(placed).toHaveText(game.order.map((step) => new RegExp(step.caption)));
    // The log could not be written: a quiet note for the companion, nothing else changes.
    await expect(
      page.getByText('This game could not be added to the activities log just now.'),
    ).toBeVisible();
    await expectNothingThatCounts(page);
    await checkA11y(page, 'sequence success');
  });
});

test('word recall by keyboard, recorded in the family log the caregiver reads', async ({
  page,
}) => {
  await rosasCircle(page);
  await page.goto(`/cognitive-activities/play/word-recall?seed=${SEED}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Word recall' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await pressUntilFocused(page, 'ArrowDown', /^Play$/);
  await page.keyboard.press('Enter');

  const shown = page.getByRole('list', { name: 'Words to remember' }).getByRole('listitem');
  await expect(shown).toHaveCount(2); // The middle stage's default.
  const words = (await shown.allInnerTexts()).map((word) => word.trim());
  await pressUntilFocused(page, 'ArrowDown', /^I have seen them$/);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Which words did you see? Find 2 more.')).toBeVisible();
  await expectNothingThatCounts(page);
  await checkA11y(page, 'word recall choices');

  for (const word of words) {
    await pressUntilFocused(page, 'ArrowRight', new RegExp(`^${word}$`));
    await page.keyboard.press('Enter');
  }
  await expect(
    page.getByText(`You remembered the ${words[0]} and the ${words[1]}, Rosa. Well done.`),
  ).toBeVisible();
  await expectNothingThatCounts(page);

  // Recorded in the family's log, which the caregiver reads and the player never sees.
  const companion = page.getByRole('region', {
    name: 'For whoever is sitting with Rosa: did Rosa enjoy it?',
  });
  const enjoyed = companion.getByRole('button', { name: 'Enjoyed it' });
  // The answer opens once the session is in the log (a key press does not wait for that).
  await expect(enjoyed).toBeEnabled();
  await enjoyed.press('Enter');
  await expect(companion.getByText('Thank you. It is in the activities log.')).toBeVisible();
  await page.goto('/cognitive-activities/log');
  const row = page.getByRole('row').filter({ hasText: 'Word recall' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('No help needed');
  await expect(row).toContainText('Enjoyed it');
  await expect(
    page.getByText('This is a record of time spent together, not a test or a clinical score.'),
  ).toBeVisible();
});

test('each game the other way too: matching and naming by keyboard, word recall and sequence memory by touch', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { circleId } = await rosasCircle(page);
  const settings = (await (
    await page.request.get(`/api/circles/${circleId as string}/activities/settings`)
  ).json()) as ActivitySettingsDto;
  const deal = (game: Parameters<typeof startGame>[0]) =>
    startGame(game, { difficulty: settings.effectiveDifficulty[game], playerName: 'Rosa' }, SEED);

  // Photo matching by keyboard: the arrow keys move between the cards, Enter turns one.
  await page.goto(`/cognitive-activities/play/photo-matching?seed=${SEED}`);
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await pressUntilFocused(page, 'ArrowDown', /^Play$/);
  await page.keyboard.press('Enter');
  const matching = deal('photo-matching');
  if (matching.game !== 'photo-matching') throw new Error('photo matching');
  const labels = matching.cards.map((card) => card.picture.label);
  const cards = page.getByRole('list', { name: 'Cards' }).getByRole('button');
  await expect(cards).toHaveCount(labels.length);
  for (const [index, label] of labels.entries()) {
    if ((await cards.nth(index).getAttribute('aria-label'))?.endsWith(', found')) continue;
    await pressUntilOn(page, 'ArrowRight', cards.nth(index));
    await page.keyboard.press('Enter');
    await pressUntilOn(page, 'ArrowRight', cards.nth(labels.lastIndexOf(label)));
    await page.keyboard.press('Enter');
    await expect(cards.nth(index)).toHaveAccessibleName(/, found$/);
  }
  await expect(
    page.getByText(/^You found all \d pairs of pictures, Rosa\. Well done\.$/),
  ).toBeVisible();
  await expectNothingThatCounts(page);

  // Picture naming by keyboard: whatever is chosen, the name is shown and the game goes on.
  await page.goto(`/cognitive-activities/play/picture-naming?seed=${SEED}`);
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await pressUntilFocused(page, 'ArrowDown', /^Play$/);
  await page.keyboard.press('Enter');
  const names = page.getByRole('list', { name: 'Names' }).getByRole('button');
  for (let round = 0; round < 5; round += 1) {
    await pressUntilOn(page, 'ArrowRight', names.first());
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^(Yes, it is|This is) /)).toBeVisible();
    await pressUntilFocused(page, 'ArrowRight', round < 4 ? /^Next picture$/ : /^All done$/);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByText(/^(You named|We looked at) .+, Rosa\. Lovely\.$/)).toBeVisible();
  await expectNothingThatCounts(page);

  // Word recall by touch.
  await page.goto(`/cognitive-activities/play/word-recall?seed=${SEED}`);
  await page.getByRole('button', { name: 'Play', exact: true }).tap();
  const shown = page.getByRole('list', { name: 'Words to remember' }).getByRole('listitem');
  const words = (await shown.allInnerTexts()).map((word) => word.trim());
  expect(words.length).toBe(settings.effectiveDifficulty['word-recall']);
  await page.getByRole('button', { name: 'I have seen them' }).tap();
  for (const word of words) {
    await page
      .getByRole('list', { name: 'Words' })
      .getByRole('button', { name: word, exact: true })
      .tap();
  }
  await expect(page.getByText(new RegExp(`^You remembered the ${words[0]}`))).toBeVisible();
  await expectNothingThatCounts(page);

  // Sequence memory by touch.
  await page.goto(`/cognitive-activities/play/sequence-memory?seed=${SEED}`);
  await page.getByRole('button', { name: 'Play', exact: true }).tap();
  const sequence = deal('sequence-memory');
  if (sequence.game !== 'sequence-memory') throw new Error('sequence memory');
  for (const step of sequence.order) {
    await page
      .getByRole('list', { name: 'Pictures to put in order' })
      .getByRole('button', { name: step.caption, exact: true })
      .tap();
  }
  await expect(
    page.getByText(
      `That is how to ${sequence.sequence.title}, Rosa. Thank you for showing the way.`,
    ),
  ).toBeVisible();
  await expectNothingThatCounts(page);
});

test('picture naming by touch, offline once it has been opened', async ({ page }) => {
  await rosasCircle(page);
  await page.goto(`/cognitive-activities/play/picture-naming?seed=${SEED}`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  // Every bundled picture is kept once a game has been opened.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open('kinwell-offline-v1');
        const keys = await cache.keys();
        return keys.filter((request) => request.url.includes('/games/pictures/')).length;
      }),
    )
    .toBeGreaterThan(50);

  await page.context().setOffline(true);
  await page.goto(`/cognitive-activities/play/picture-naming?seed=${SEED}`);
  await page.getByRole('button', { name: 'Play', exact: true }).tap();
  const picture = page.getByRole('img', { name: 'Picture 1 of 5' });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText('What is this?')).toBeVisible();
  const names = page.getByRole('list', { name: 'Names' }).getByRole('button');
  await expect(names).toHaveCount(3); // The middle stage's default.
  await checkA11y(page, 'naming question');

  for (let round = 0; round < 5; round += 1) {
    // Whatever is chosen, the name is shown and the game goes on.
    await names.first().tap();
    await expect(page.getByText(/^(Yes, it is|This is) /)).toBeVisible();
    await expectNothingThatCounts(page);
    await page.getByRole('button', { name: round < 4 ? 'Next picture' : 'All done' }).tap();
  }
  await expect(page.getByText(/^(You named|We looked at) .+, Rosa\. Lovely\.$/)).toBeVisible();
  await expect(
    page.getByText('This game could not be added to the activities log just now.'),
  ).toBeVisible();
  await page.context().setOffline(false);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the games fit the width: nothing scrolls sideways', async ({ page }) => {
    await rosasCircle(page);
    for (const path of [
      '/cognitive-activities',
      `/cognitive-activities/play/photo-matching?seed=${SEED}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
    }
    await page.getByRole('button', { name: 'Play', exact: true }).tap();
    await expect(page.getByRole('list', { name: 'Cards' }).getByRole('button')).toHaveCount(8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    const box = await page
      .getByRole('list', { name: 'Cards' })
      .getByRole('button')
      .first()
      .boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(64);
    expect(box?.height).toBeGreaterThanOrEqual(64);
    await checkA11y(page, 'matching on a phone');
    // A card turns face up gently, and not at all where motion is unwelcome.
    const cards = page.getByRole('list', { name: 'Cards' }).getByRole('button');
    const turning = (index: number) =>
      cards
        .nth(index)
        .locator('span')
        .first()
        .evaluate((face) => getComputedStyle(face).animationName);
    await cards.nth(0).tap();
    expect(await turning(0)).toBe('game-card-turn');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await turning(0)).toBe('none');
    await page.emulateMedia({ colorScheme: 'dark' });
    await checkA11y(page, 'matching on a phone, dark');
  });
});

/**
 * Labels cut off on a game's cards: text wider than its card, or spilling past the card's edge.
 * Each card's text is measured line by line, so a word running out of its card is caught too.
 */
const cutLabels = (list: Locator) =>
  list.evaluate((element) =>
    Array.from(element.querySelectorAll('button, li:not(:has(button))')).flatMap((card) => {
      const box = card.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(card);
      const spills = Array.from(range.getClientRects()).some(
        (line) =>
          line.width > 0 &&
          (line.left < box.left - 0.5 ||
            line.right > box.right + 0.5 ||
            line.top < box.top - 0.5 ||
            line.bottom > box.bottom + 0.5),
      );
      return spills || card.scrollWidth > card.clientWidth + 1
        ? [`${card.textContent?.trim()} (${Math.round(box.width)} px wide)`]
        : [];
    }),
  );

/** The words a game first shows on its cards. */
const labelsDealt = (state: ReturnType<typeof startGame>): string[] => {
  switch (state.game) {
    case 'photo-matching':
      return state.cards.map((card) => card.picture.label);
    case 'word-recall':
      return [...state.targets, ...state.choices.map((choice) => choice.picture)].map(
        (picture) => picture.label,
      );
    case 'sequence-memory':
      return state.cards.map((card) => card.caption);
    case 'picture-naming':
      return (state.rounds[0]?.choices ?? []).map((choice) => choice.label);
  }
};

const longestWord = (labels: string[]) =>
  labels.reduce((longest, label) => (label.length > longest.length ? label : longest), '');

/**
 * A seed that deals the longest word the game has at Rosa's stage ("strawberry", "sunflower"),
 * and that word.
 */
function dealWithLongestWord(game: GameId): { seed: number; word: string } {
  const deal = (seed: number) => ({
    seed,
    word: longestWord(
      labelsDealt(
        startGame(game, { difficulty: DIFFICULTY[game].byStage.middle, playerName: 'Rosa' }, seed),
      ).flatMap((label) => label.split(' ')),
    ),
  });
  let best = deal(1);
  for (let seed = 2; seed <= 300; seed += 1) {
    const next = deal(seed);
    if (next.word.length > best.word.length) best = next;
  }
  return best;
}

test.describe('on a 390 and a 360 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each game gives its words the full width and cuts no card’s label', async ({ page }) => {
    test.setTimeout(120_000);
    await rosasCircle(page);
    const boards: Record<string, string> = {
      'photo-matching': 'Cards',
      'word-recall': 'Words',
      'sequence-memory': 'Pictures to put in order',
      'picture-naming': 'Names',
    };
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [game, board] of Object.entries(boards)) {
        const where = `${game} at ${width} px`;
        const { seed, word } = dealWithLongestWord(game as GameId);
        await page.goto(`/cognitive-activities/play/${game}?seed=${seed}`);
        await page.getByRole('button', { name: 'Play', exact: true }).tap();
        if (game === 'word-recall') {
          const learn = page.getByRole('list', { name: 'Words to remember' });
          await expect(learn).toBeVisible();
          expect.soft(await cutLabels(learn), `${where}, words to remember`).toEqual([]);
          await page.getByRole('button', { name: 'I have seen them' }).tap();
        }
        const cards = page.getByRole('list', { name: board });
        await expect(cards.getByRole('button').first()).toBeVisible();
        // Matching cards lie face down: the one with the longest word is turned up.
        if (game === 'photo-matching') {
          const state = startGame('photo-matching', { difficulty: 4, playerName: 'Rosa' }, seed);
          const index = labelsDealt(state).findIndex((label) => label.split(' ').includes(word));
          await cards.getByRole('button').nth(index).tap();
        }
        await expect(cards, where).toContainText(word);
        await settleAnimations(page);
        await page.screenshot({ path: `/tmp/pl-${game}-${width}.png` });
        // The prompt has the width of the screen; "Read aloud" goes below it when both cannot fit.
        await expect(page.getByRole('button', { name: 'Read aloud' })).toBeVisible();
        const prompt = await page.locator('main p[tabindex="-1"]').boundingBox();
        expect.soft(prompt?.width ?? 0, where).toBeGreaterThanOrEqual(width * 0.8);
        expect.soft(await cutLabels(cards), where).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBe(width);
      }
    }
    await checkA11y(page, 'naming on a 360 px phone');
  });
});

test.describe('with the family’s own photos', () => {
  test.use({ serviceWorkers: 'block' });

  test('photo matching deals the photos the family uploaded and ends with whose they are', async ({
    page,
  }) => {
    const user = await rosasCircle(page);
    const origin = appOrigin();
    for (const [caption, background] of [
      ['The beach at Cádiz', '#3a7bd5'],
      ['Grandpa’s garden', '#3c8d2f'],
      ['Sunday lunch', '#c0392b'],
    ] as const) {
      const buffer = await sharp({ create: { width: 120, height: 90, channels: 3, background } })
        .jpeg()
        .toBuffer();
      const added = await page.request.post('/api/circle/photos', {
        multipart: { photo: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer }, caption },
        headers: origin,
      });
      expect(added.status(), await added.text()).toBe(201);
    }
    const circleId = user.circleId as string;
    const settings = await page.request.put(`/api/circles/${circleId}/activities/settings`, {
      data: {
        difficulty: {
          'photo-matching': 2,
          'word-recall': null,
          'sequence-memory': null,
          'picture-naming': null,
        },
        speech: { voice: null, rate: 1 },
      },
      headers: origin,
    });
    expect(settings.ok(), await settings.text()).toBe(true);
    const set = (await (
      await page.request.get(`/api/circles/${circleId}/activities/pictures`)
    ).json()) as GamePictureSet;
    const family = familyMatching(set, 2, SEED);
    if (!family) throw new Error('two photos are enough for two pairs');
    const game = startGame(
      'photo-matching',
      { difficulty: 2, playerName: 'Rosa', ...family },
      SEED,
    );
    if (game.game !== 'photo-matching') throw new Error('photo matching');
    const labels = game.cards.map((card) => card.picture.label);
    expect(labels.every((label) => set.photos.some((p) => p.caption === label))).toBe(true);

    await page.goto(`/cognitive-activities/play/photo-matching?seed=${SEED}`);
    await page.getByRole('button', { name: 'Play', exact: true }).tap();
    const cards = page.getByRole('list', { name: 'Cards' }).getByRole('button');
    await expect(cards).toHaveCount(4);
    await cards.nth(0).tap();
    await expect(page.getByText(`Now find the other ${labels[0]}.`)).toBeVisible();
    // The card shows the family's photo itself, served to the circle.
    const photo = cards.nth(0).locator('img');
    await expect(photo).toHaveAttribute('src', /^\/api\/circle\/photos\/[^/]+\/thumbnail\?/);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await cards.nth(labels.lastIndexOf(labels[0] ?? '')).tap();
    const rest = labels.findIndex((label) => label !== labels[0]);
    await cards.nth(rest).tap();
    await cards.nth(labels.lastIndexOf(labels[rest] ?? '')).tap();
    await expect(
      page.getByText("You found all of Maria's photos, Rosa. Lovely to see them together."),
    ).toBeVisible();
    await expectNothingThatCounts(page);
    await checkA11y(page, 'matching the family’s photos');

    // The caregiver can make a sequence from those photos in the games' settings.
    await page.goto('/cognitive-activities/settings');
    await expect(page.getByRole('heading', { name: 'Make a sequence' })).toBeVisible();
    await expect(
      page.getByRole('group', { name: /Choose the photos/ }).getByRole('button'),
    ).toHaveCount(3);
    await checkA11y(page, 'games settings with the family’s photos');
  });
});
