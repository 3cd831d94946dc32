import { type Browser, expect, type Page, test } from '@playwright/test';
import { baseURL, E2E_MODERATOR } from './e2e-env';
import { checkA11y, receivedEmails, registerCaregiver } from './helpers';
import { firstStaffSignIn } from './staff-helpers';

/** No sideways scrolling at this width (naming what sticks out), and axe finds nothing. */
async function checkPhone(page: Page, label: string, width = 360) {
  await page.setViewportSize({ width, height: 780 });
  await expect
    .poll(
      () =>
        page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          wide: [...document.querySelectorAll('body *')]
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
            .slice(0, 3)
            .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40) ?? ''}`),
        })),
      { message: `${label} at ${width} px` },
    )
    .toMatchObject({ scrollWidth: width, wide: [] });
  // axe's target-size rule treats the sticky header as if it scrolled with the page, so a button
  // that has scrolled under it counts as too small (dequelabs/axe-core#3720): check from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkA11y(page, label);
}

/** The moderator's first sign-in, on a phone of their own. */
async function moderatorPage(browser: Browser) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/admin-login');
  // A moderator lands on the moderation queue, the screen their role acts on.
  await firstStaffSignIn(page, E2E_MODERATOR, 'Moderation queue');
  await expect(page.getByRole('navigation', { name: 'Staff console' })).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/community$/);
  return { context, page };
}

test('two families post and reply, one reports, a moderator hides the post and its writer sees why; crisis words show the crisis lines and reach the moderators', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await registerCaregiver(page.request, { name: 'Dana Whitfield', emailPrefix: 'dana.community' });

  // The community home: groups by stage, relationship and topic; the community name.
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await expect(page.getByText('posting is not open')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Groups by stage' })).toBeVisible();
  await expect(page.getByLabel('Community name')).toHaveValue('Dana W.');
  await checkPhone(page, 'community home');

  await page.getByRole('link', { name: 'Sundowning and sleep' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sundowning and sleep' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This group’s rules' })).toBeVisible();
  await page.getByRole('button', { name: 'Join this group' }).click();
  await expect(page.getByRole('button', { name: 'Leave this group' })).toBeVisible();

  // The guidelines come once, before the first post.
  await expect(
    page.getByRole('heading', { name: 'Before your first post: our community guidelines' }),
  ).toBeVisible();
  await checkPhone(page, 'group with the guidelines');
  await page.getByRole('button', { name: 'I accept the community guidelines' }).click();
  await page.getByRole('button', { name: 'Post to the group' }).click();
  // Checked before sending, each mistake beside its field.
  await expect(page.getByLabel('Title')).toHaveAccessibleDescription(/at least 3 characters/);
  await expect(page.getByLabel('Your message')).toHaveAccessibleDescription(
    /Please write your message\./,
  );
  await page.getByLabel('Title').fill('Evenings with Dad');
  await page
    .getByLabel('Your message')
    .fill(
      'Late afternoons are hard.\n\nThis page helped a little: https://www.alz.org/help-support/caregiving <b>not bold</b>',
    );
  await page.getByLabel('Post anonymously').check();
  await expect(page.getByText('Kinwell’s moderators can still see who wrote it.')).toBeVisible();
  await page.getByRole('button', { name: 'Post to the group' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Evenings with Dad' })).toBeVisible();
  await expect(page.getByText('Anonymous caregiver (you)')).toBeVisible();
  // Text only: the tag stays text; the address is a link marked as user content.
  await expect(page.getByText('<b>not bold</b>', { exact: false })).toBeVisible();
  const link = page.getByRole('link', { name: 'https://www.alz.org/help-support/caregiving' });
  await expect(link).toHaveAttribute('rel', 'ugc nofollow noopener noreferrer');
  await expect(page.getByRole('alert')).toHaveCount(0);
  // A new member's link waits for a moderator: only its writer sees it until then.
  await expect(page.getByRole('heading', { name: 'Waiting for a moderator' })).toBeVisible();
  await checkPhone(page, 'own post, held for review');
  const postUrl = page.url();

  // The moderator approves it from the queue.
  const moderator = await moderatorPage(browser);
  const queuePage = moderator.page;
  await queuePage.goto('/staff/community');
  const items = queuePage
    .getByRole('listitem')
    .filter({ has: queuePage.getByRole('heading', { level: 2 }) });
  const held = items.filter({ hasText: 'Held for review: A link from a new member' });
  await expect(held).toContainText('Waiting for a moderator: only the writer sees it');
  await checkPhone(queuePage, 'a held post in the queue', 390);
  await held
    .getByLabel('Note to the writer (they are told this)')
    .fill('Thank you, the Alzheimer’s Association link is welcome.');
  await held.getByRole('button', { name: 'Approve' }).click();
  await expect(
    queuePage.getByText('Approved. Others can see it now.', { exact: true }),
  ).toBeVisible();
  await expect(held).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Waiting for a moderator' })).toHaveCount(0);

  // The moderator opens a new group; the writer finds it among the groups by topic.
  const groupName = `Awake at night ${Date.now().toString(36).slice(-4)}`;
  await queuePage.getByRole('link', { name: 'Manage the community groups' }).click();
  await expect(
    queuePage.getByRole('heading', { level: 1, name: 'Community groups' }),
  ).toBeVisible();
  await queuePage.getByRole('button', { name: 'Create the group' }).click();
  await expect(queuePage.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(
    /The name needs at least 3 characters\./,
  );
  await expect(queuePage.getByLabel('Kind')).toHaveAccessibleDescription(
    /Choose stage, relationship or topic\./,
  );
  await checkPhone(queuePage, 'creating a community group', 390);
  await queuePage.getByLabel('Name', { exact: true }).fill(groupName);
  await queuePage.getByLabel('Kind').selectOption({ label: 'By topic' });
  await queuePage
    .getByLabel('Purpose: who the group is for')
    .fill('For carers who are awake in the small hours.');
  await queuePage.getByRole('button', { name: 'Create the group' }).click();
  await expect(queuePage.getByText(`“${groupName}” is open`, { exact: true })).toBeVisible();
  await expect(queuePage.getByRole('heading', { level: 3, name: groupName })).toBeVisible();
  await page.goto('/community');
  await expect(page.getByRole('link', { name: groupName })).toBeVisible();

  // Another family reads it anonymously, replies, and reports the post.
  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  await registerCaregiver(other.request, { name: 'Lee Okafor', emailPrefix: 'lee.community' });
  await other.setViewportSize({ width: 360, height: 780 });
  // They find it by searching across the groups.
  await other.goto('/community');
  await other.getByLabel('Words to look for').fill('afternoons');
  await other.getByRole('button', { name: 'Search' }).click();
  await expect(other.getByText('1 post matches “afternoons”.')).toBeVisible();
  await checkPhone(other, 'community search');
  await other.getByRole('link', { name: 'Evenings with Dad' }).click();
  await expect(other).toHaveURL(postUrl);
  await expect(other.getByRole('heading', { level: 1, name: 'Evenings with Dad' })).toBeVisible();
  await expect(other.getByText('Anonymous caregiver', { exact: false })).toBeVisible();
  await expect(other.getByText('Dana')).toHaveCount(0);
  // "This helped": one per member, pressed again to take it back.
  await other.getByRole('button', { name: 'This helped' }).click();
  await expect(other.getByRole('button', { name: 'This helped (1)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Following the thread (replying would follow it too).
  const follow = other.getByRole('button', { name: 'Follow this thread' });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await other.getByRole('button', { name: 'I accept the community guidelines' }).click();
  await other.getByLabel('Your reply').fill('We play his old records at four. It helps.');
  await other.getByRole('button', { name: 'Post reply' }).click();
  await expect(other.getByText('We play his old records at four. It helps.')).toBeVisible();
  await expect(other.getByText('Lee O. (you)')).toBeVisible();

  // The writer sees the thread has a new reply, and where it starts; opening it marks it read.
  await page.goto('/community/groups/sundowning-and-sleep');
  const thread = page.getByRole('listitem').filter({ hasText: 'Evenings with Dad' });
  await expect(thread.getByText('1 new')).toBeVisible();
  await checkPhone(page, 'group with an unread marker', 390);
  await thread.getByRole('link', { name: 'Evenings with Dad' }).click();
  const divider = page.getByRole('listitem').filter({ hasText: /^New/ });
  await expect(divider).toBeVisible();
  await expect(divider.locator('xpath=following-sibling::li[1]')).toContainText(
    'We play his old records at four.',
  );
  await expect(page.getByRole('button', { name: 'Follow this thread' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await checkPhone(page, 'thread with a “New” divider', 390);
  await page.goto('/community/groups/sundowning-and-sleep');
  await expect(thread).toBeVisible();
  await expect(thread.getByText('1 new')).toHaveCount(0);

  await other.getByRole('button', { name: 'Report this post' }).click();
  await other.getByRole('button', { name: 'Send report' }).click();
  await expect(other.getByRole('alert')).toContainText('Please choose why');
  await other
    .getByLabel('Why are you reporting this post?')
    .selectOption({ label: 'Selling, advertising or spam' });
  await other
    .getByLabel('Anything the moderators should know (optional)')
    .fill('A link to a shop?');
  await checkPhone(other, 'report form');
  await other.getByRole('button', { name: 'Send report' }).click();
  await expect(other.getByText('Thank you for telling us', { exact: true })).toBeVisible();

  // Crisis words in a reply: the crisis lines at once; the writer still sees the reply, which
  // waits for a moderator before others read it (decision 069).
  await other
    .getByLabel('Your reply')
    .fill('Some nights I think everyone would be better off without me.');
  await other.getByRole('button', { name: 'Post reply' }).click();
  const crisis = other.getByRole('alert', { name: 'You don’t have to face this alone' });
  await expect(crisis).toBeVisible();
  await expect(crisis.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  await expect(crisis.getByRole('link', { name: 'Call 911' })).toBeVisible();
  await expect(crisis.getByRole('link', { name: 'Call 1-800-272-3900' })).toBeVisible();
  await expect(
    other.getByText('Some nights I think everyone would be better off without me.'),
  ).toBeVisible();
  await checkPhone(other, 'crisis lines after a reply');

  // The moderator's queue: the crisis reply first, then the report; they see who wrote it.
  await queuePage.goto('/staff/community');
  await expect(
    queuePage.getByRole('heading', { level: 1, name: 'Moderation queue' }),
  ).toBeVisible();
  await expect(items.first()).toContainText('Urgent: crisis language');
  const reported = items.filter({ hasText: 'Reported: Selling, advertising or spam' });
  await expect(reported).toContainText('account: Dana Whitfield');
  await expect(reported).toContainText('posted anonymously');
  await checkPhone(queuePage, 'moderation queue');
  // The writer's posting is paused for a day, then the post is hidden.
  await reported.getByRole('button', { name: 'Pause their posting' }).click();
  await reported.getByLabel('Pause posting for').selectOption({ label: '1 day' });
  await reported
    .getByLabel('Why (the writer reads this)')
    .fill('Please take a day before posting links to shops again.');
  await checkPhone(queuePage, 'pausing a writer’s posting', 390);
  await reported.getByRole('button', { name: 'Pause posting', exact: true }).click();
  await expect(queuePage.getByText('Done. The writer is told why.', { exact: true })).toBeVisible();
  // The pause is listed, for a moderator to lift early if it was a mistake.
  await expect(
    queuePage.getByRole('heading', { name: 'Dana W. (account: Dana Whitfield)' }),
  ).toBeVisible();
  await checkPhone(queuePage, 'paused members', 390);
  await reported.getByRole('button', { name: 'Hide' }).click();
  await expect(reported.getByRole('alert')).toContainText('the writer is told why');
  await reported
    .getByLabel('Note to the writer (they are told this)')
    .fill('Links to shops are not allowed in the groups.');
  await reported.getByRole('button', { name: 'Hide' }).click();
  await expect(
    queuePage.getByText('Hidden. The writer is told why.', { exact: true }),
  ).toBeVisible();
  await expect(reported).toHaveCount(0);
  await moderator.context.close();

  // The moderators were emailed about the crisis reply.
  await expect
    .poll(async () =>
      (await receivedEmails()).some(
        (email) =>
          email.to.includes(E2E_MODERATOR.email) && email.subject.includes('Crisis language'),
      ),
    )
    .toBe(true);

  // Others no longer see the post; its writer sees why, on the post and in notifications.
  await other.goto(postUrl);
  await expect(other.getByText('We could not find that post')).toBeVisible();
  await otherContext.close();

  await page.goto('/notifications');
  await expect(
    page.getByText('A moderator hid something you wrote in the community'),
  ).toBeVisible();
  await page.goto(postUrl);
  await expect(page.getByRole('heading', { name: 'A moderator hid your post' })).toBeVisible();
  await expect(
    page.getByText('The moderator’s reason: Links to shops are not allowed in the groups.'),
  ).toBeVisible();
  await checkPhone(page, 'hidden post seen by its writer', 390);

  // Their posting is paused: they can read, and are told until when.
  await page.goto('/community/groups/sundowning-and-sleep');
  await expect(page.getByRole('heading', { name: 'Your posting is paused' })).toBeVisible();
  await expect(page.getByText('You can still read every group.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post to the group' })).toHaveCount(0);
  await checkPhone(page, 'paused posting', 390);
  await page.goto('/community');
  await expect(page.getByRole('heading', { name: 'Your posting is paused' })).toBeVisible();
});
