import { markup, type SafeHtml, standalonePage } from '../../lib/html';

/** The small pages of the unsubscribe link: large type, one button, no script. */

const STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; font-size: 20px; line-height: 1.5; color: #1a1a1a; background: #fff; }
  main { max-width: 36rem; margin: 0 auto; padding: 1rem; }
  .brand { color: #1f5f5b; font-weight: 700; font-size: 22px; margin: 0 0 1rem; }
  h1 { font-size: 28px; line-height: 1.3; margin: 0 0 1rem; }
  form { margin: 1.5rem 0; }
  button { font: inherit; font-weight: 700; min-height: 56px; width: 100%; padding: .5rem 1rem; border-radius: .6rem; border: 3px solid #1f5f5b; background: #1f5f5b; color: #fff; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #0b3b8c; outline-offset: 3px; }
  a { color: #0b3b8c; }
`;

/** Kinwell's name above the page's own words, as in the email the link came from. */
const page = (title: string, body: SafeHtml) =>
  standalonePage(
    `${title} – Kinwell`,
    STYLE,
    markup`
          <p class="brand">Kinwell</p>
          ${body}
        `,
  );

const settingsLink = (settingsUrl: string) =>
  markup`<p>
    You can choose which alerts reach you, and how, in
    <a href="${settingsUrl}">your notification settings</a>.
  </p>`;

/** The page the link opens: asks before doing anything, since mail scanners open links too. */
export const renderUnsubscribeQuestion = (label: string, settingsUrl: string) =>
  page(
    'Stop these emails?',
    markup`<h1>Stop emails about “${label}”?</h1>
      <p>
        You will still see them in Kinwell, and on your phone if you chose that. You can turn the
        emails back on at any time.
      </p>
      <form method="post">
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <button type="submit">Stop these emails</button>
      </form>
      ${settingsLink(settingsUrl)}`,
  );

/** After the button (or a mail app's one-click), and for a link whose kind is off already. */
export const renderUnsubscribed = (label: string, settingsUrl: string) =>
  page(
    'Emails stopped',
    markup`<h1>You will no longer get emails about “${label}”</h1>
      <p>They still reach you in Kinwell. Nothing else changed.</p>
      ${settingsLink(settingsUrl)}`,
  );

export const renderUnsubscribeLinkNotWorking = (message: string, settingsUrl: string) =>
  page(
    'This link does not work',
    markup`<h1>This link does not work</h1>
      <p>${message}</p>
      <p><a href="${settingsUrl}">Open your notification settings</a></p>`,
  );
