import QRCode from 'qrcode';
import { EMERGENCY_FIELD_LABELS, type EmergencyProfile } from '../../../shared/emergency';
import { markup, raw, type SafeHtml, standalonePage } from '../../lib/html';

/** Years between a date of birth and today, for "age 81". */
function ageOn(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  if (
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)
  )
    age -= 1;
  return age;
}

const usDate = (iso: string) =>
  new Date(`${iso.length === 10 ? `${iso}T12:00:00Z` : iso}`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

const STYLE = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; font-size: 18px; line-height: 1.45; color: #111; background: #fff; }
  main { max-width: 52rem; margin: 0 auto; padding: 1rem; }
  .banner { background: #a21d1d; color: #fff; padding: .6rem 1rem; border-radius: .5rem; font-weight: 700; font-size: 1.15rem; }
  h1 { font-size: 2rem; margin: .6rem 0 .2rem; }
  h2 { font-size: 1.2rem; margin: 0 0 .3rem; border-bottom: 2px solid #111; }
  .who { display: flex; gap: 1rem; align-items: flex-start; }
  .who img { width: 9rem; height: 9rem; object-fit: cover; border: 2px solid #111; border-radius: .4rem; }
  .grid { display: grid; grid-template-columns: 1fr 1fr; gap: .8rem 1.2rem; margin-top: .8rem; }
  .box { border: 2px solid #555; border-radius: .4rem; padding: .5rem .7rem; }
  .alert { border: 3px solid #a21d1d; }
  .wide { grid-column: 1 / -1; }
  dl { margin: 0; } dt { font-weight: 700; } dd { margin: 0 0 .4rem; white-space: pre-wrap; }
  ol { margin: 0; padding-left: 1.3rem; } li { margin-bottom: .3rem; }
  a { color: #0b3b8c; }
  .footer { display: flex; gap: 1rem; align-items: center; margin-top: 1rem; }
  .footer svg { width: 8rem; height: 8rem; }
  .print { font: inherit; font-weight: 700; font-size: 1.1rem; min-height: 48px; padding: .5rem 1.2rem; border-radius: .5rem; border: 2px solid #111; background: #fff; cursor: pointer; }
  .muted { color: #333; }
  @media (max-width: 40rem) { .grid { grid-template-columns: 1fr; } .who { flex-direction: column; } }
  @media print {
    @page { size: auto; margin: 10mm; }
    body { font-size: 11pt; }
    main { max-width: none; padding: 0; }
    .no-print { display: none !important; }
    h1 { font-size: 20pt; }
    .who img { width: 32mm; height: 32mm; }
    .footer svg { width: 30mm; height: 30mm; }
    .box, .grid > * { break-inside: avoid; }
    a { color: #111; text-decoration: none; }
  }
`;

const page = (title: string, body: SafeHtml) => standalonePage(title, STYLE, body);

const field = (label: string, value: string | null | undefined, fallback = 'Not given') =>
  markup`<dt>${label}</dt>
    <dd>${value?.trim() ? value : fallback}</dd>`;

/**
 * The one-page emergency sheet: for paramedics, police or a neighbour who holds the printed
 * page. Complete HTML with no script needed to read it; the QR code opens the latest version.
 */
export async function renderEmergencySheet(options: {
  profile: EmergencyProfile;
  photoDataUrl: string | null;
  url: string;
  emergencyNumber: string;
  now: Date;
}): Promise<string> {
  const { profile, photoDataUrl, url, emergencyNumber, now } = options;
  const { recipient, profile: info } = profile;
  const name = recipient.preferredName?.trim() || 'Name not given';
  const qr = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  const born = recipient.dateOfBirth
    ? `Born ${usDate(recipient.dateOfBirth)} (age ${ageOn(recipient.dateOfBirth, now)})`
    : null;

  const body = markup` <p class="banner">Emergency information — this person lives with dementia</p>
    <p class="no-print">
      <button class="print" id="print" type="button">Print this page</button>
      <span class="muted"
        >In an emergency, call <a href="tel:${emergencyNumber}">${emergencyNumber}</a> first.</span
      >
    </p>
    <div class="who">
      ${photoDataUrl ? markup`<img src="${photoDataUrl}" alt="Photo of ${name}" />` : ''}
      <div>
        <h1>${name}</h1>
        ${born ? markup`<p>${born}</p>` : ''}
        ${recipient.primaryLanguage ? markup`<p>Speaks: ${recipient.primaryLanguage}</p>` : ''}
        <p>
          <strong
            >They may not understand questions or remember what happened. Speak slowly and calmly;
            call the contacts below.</strong
          >
        </p>
      </div>
    </div>
    <div class="grid">
      <section class="box alert">
        <h2>Allergies</h2>
        <p>${recipient.allergies?.trim() || 'None recorded'}</p>
      </section>
      <section class="box">
        <h2>Conditions</h2>
        <p>${recipient.conditions?.trim() || 'None recorded'}</p>
      </section>
      <section class="box wide">
        <h2>Current medicines</h2>
        ${
          profile.medications.length > 0
            ? markup`<ol>
                ${profile.medications.map((m) => markup`<li>${m.name} — ${m.dose}</li>`)}
              </ol>`
            : markup`<p>Not listed in Kinwell. Check the pill bottles or ask the contacts below.</p>`
        }
      </section>
      <section class="box">
        <h2>About them</h2>
        <dl>
          ${field(EMERGENCY_FIELD_LABELS.baselineAbilities, info.baselineAbilities)}
          ${field(EMERGENCY_FIELD_LABELS.communicationTips, info.communicationTips)}
          ${field(EMERGENCY_FIELD_LABELS.physicalDescription, info.physicalDescription)}
        </dl>
      </section>
      <section class="box">
        <h2>Medical</h2>
        <dl>
          ${field(EMERGENCY_FIELD_LABELS.bloodType, info.bloodType)}
          ${field(EMERGENCY_FIELD_LABELS.doctors, info.doctors)}
          ${field(EMERGENCY_FIELD_LABELS.hospitalPreference, info.hospitalPreference)}
          ${field(EMERGENCY_FIELD_LABELS.insurance, info.insurance)}
          ${field(EMERGENCY_FIELD_LABELS.advanceDirectiveLocation, info.advanceDirectiveLocation)}
        </dl>
      </section>
      <section class="box wide">
        <h2>Call, in this order</h2>
        ${
          profile.contacts.length > 0
            ? markup`<ol>
                ${profile.contacts.map(
                  (c) =>
                    markup`<li>
                      <strong>${c.name}</strong> (${c.relationship}):
                      <a href="tel:${c.phone.replace(/[^0-9+*#]/g, '')}">${c.phone}</a
                      >${c.callFor ? markup` — ${c.callFor}` : ''}
                    </li>`,
                )}
              </ol>`
            : markup`<p>No emergency contacts recorded.</p>`
        }
      </section>
    </div>
    <div class="footer">
      ${raw(qr.replace('<svg', '<svg role="img" aria-label="QR code: scan to open the latest version of this sheet"'))}
      <p>
        Scan the code for the latest version of this sheet.<br />
        ${profile.updatedAt ? markup`Updated ${usDate(profile.updatedAt)}. ` : ''}Printed from Kinwell
        on ${usDate(now.toISOString())}.
      </p>
    </div>
    <script src="/e/print.js" defer></script>`;
  return page(`Emergency information: ${name}`, body);
}

export function renderLinkNotWorking(emergencyNumber: string): string {
  return page(
    'This emergency link does not work',
    markup`<p class="banner">
        In an emergency, call
        <a style="color:#fff" href="tel:${emergencyNumber}">${emergencyNumber}</a>.
      </p>
      <h1>This emergency link does not work</h1>
      <p>
        It may have expired, or the family turned it off. Ask the family for a new printed sheet.
      </p>`,
  );
}

/** The only script of the sheet: the Print button (the Content-Security-Policy allows no inline script). */
export const PRINT_SCRIPT = `document.getElementById('print')?.addEventListener('click', function () { window.print(); });`;
