import {
  CRISIS_ANSWER_LABELS,
  CRISIS_ANSWERS,
  CRISIS_TYPE_LABELS,
  type CrisisAnswer,
} from '../../../shared/crisis';
import { mapLink } from '../../../shared/emergency';
import { markup, type SafeHtml, standalonePage } from '../../lib/html';

const STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; font-size: 20px; line-height: 1.5; color: #111; background: #fff; }
  main { max-width: 36rem; margin: 0 auto; padding: 1rem; }
  .banner { background: #a21d1d; color: #fff; padding: .7rem 1rem; border-radius: .5rem; font-weight: 700; }
  .banner a { color: #fff; }
  form { display: grid; gap: .8rem; margin: 1rem 0; }
  button { font: inherit; font-weight: 700; min-height: 56px; border-radius: .6rem; border: 3px solid #1f5f5b; background: #1f5f5b; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #111; }
  a { color: #0b3b8c; }
`;

const page = (title: string, body: SafeHtml) => standalonePage(title, STYLE, body);

/** What an emergency contact sees from the link in their email: the alert, and two answers. */
export function renderAnswerPage(options: {
  name: string;
  senderName: string | null;
  type: keyof typeof CRISIS_TYPE_LABELS | null;
  note: string | null;
  position: { latitude: number; longitude: number } | null;
  sentAt: Date;
  isOpen: boolean;
  answer: CrisisAnswer | null;
  emergencyNumber: string;
}): string {
  const time = options.sentAt.toLocaleString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  return page(
    'Crisis alert',
    markup`<p class="banner">
        If someone is in danger, call
        <a href="tel:${options.emergencyNumber}">${options.emergencyNumber}</a> now.
      </p>
      <h1>Crisis alert${options.type ? markup`: ${CRISIS_TYPE_LABELS[options.type]}` : ''}</h1>
      <p>${options.senderName ?? 'A family member'} sent this alert on ${time}.</p>
      ${options.note ? markup`<p>“${options.note}”</p>` : ''}
      ${
        options.position
          ? markup`<p>
              <a href="${mapLink(options.position.latitude, options.position.longitude)}"
                >See where they are on a map</a
              >
            </p>`
          : ''
      }
      ${
        options.answer
          ? markup`<p role="status">
              <strong
                >Thank you, ${options.name}. The family sees your answer:
                ${CRISIS_ANSWER_LABELS[options.answer]}.</strong
              >
            </p>`
          : ''
      }
      ${
        options.isOpen
          ? markup`<form method="post">
              <p>Let the family know you saw this:</p>
              ${CRISIS_ANSWERS.map(
                (answer, index) =>
                  markup`<button
                    type="submit"
                    name="answer"
                    value="${answer}"
                    ${index > 0 ? markup` class="secondary"` : ''}
                  >
                    ${CRISIS_ANSWER_LABELS[answer]}
                  </button>`,
              )}
            </form>`
          : markup`<p>The family has closed this alert.</p>`
      }`,
  );
}

export function renderAnswerLinkNotWorking(emergencyNumber: string): string {
  return page(
    'This link does not work',
    markup`<p class="banner">
        If someone is in danger, call <a href="tel:${emergencyNumber}">${emergencyNumber}</a> now.
      </p>
      <h1>This link does not work any more</h1>
      <p>Crisis alert links work for a day. Call the family to ask how things are.</p>`,
  );
}
