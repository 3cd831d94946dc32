import { describe, expect, it } from 'vitest';
import type { DoctorReport } from '../../../shared/tracking';
import {
  pdfActualTextRightToLeft,
  pdfActualTexts,
  pdfFontNames,
  pdfTags,
  pdfText,
  pdfTextItems,
} from '../../test/pdf-text';
import { renderDoctorReportPdf } from './doctor-report.pdf';

/** Names and notes families write, in the scripts they write them in. */
const WRITTEN = {
  polish: 'Zażółć gęślą jaźń, Łucja Wąsik',
  turkish: 'Şükrü Öztürk, ığdır çiğ',
  cyrillic: 'Людмила Петровна Жукова',
  greek: 'Γιαγιά Ελένη Παπαδοπούλου',
  japanese: '佐藤花子さん、血圧の薬',
  emoji: '💊🩺',
};

const REPORT: DoctorReport = {
  recipientName: `${WRITTEN.cyrillic} ${WRITTEN.japanese}`,
  dateOfBirth: '1941-04-02',
  conditions: WRITTEN.greek,
  allergies: WRITTEN.polish,
  from: '2026-02-01',
  to: '2026-03-02',
  timeZone: 'Europe/Warsaw',
  generatedAt: '2026-03-02T15:00:00.000Z',
  medications: [{ name: WRITTEN.turkish, dose: '5 mg', schedule: null }],
  adherence: null,
  measures: [],
  entries: [
    {
      id: 'e1',
      kind: 'note',
      value: null,
      value2: null,
      fall: null,
      description: '',
      note: `Took her tablets ${WRITTEN.emoji} and smiled`,
      recordedAt: '2026-03-01T09:00:00.000Z',
      loggedBy: 'Maria',
    },
  ],
  nextAppointment: null,
};

describe('the doctor-visit report PDF', () => {
  it('prints Polish, Turkish, Cyrillic, Greek, Japanese and emoji as written', async () => {
    const pdf = await renderDoctorReportPdf(REPORT);
    const text = await pdfText(pdf);
    for (const [script, written] of Object.entries(WRITTEN)) {
      expect(text, script).toContain(written);
    }
    expect(text).toContain('Current medications');
    // The fonts are subset to the characters used: a whole Japanese font would be megabytes.
    expect(pdf.length).toBeLessThan(400_000);
  });

  it('prints Arabic and Hebrew right to left, a right-to-left line against the right margin', async () => {
    const diabetes = 'السكري من النوع الثاني'; // "type 2 diabetes"
    const pdf = await renderDoctorReportPdf({
      ...REPORT,
      conditions: diabetes,
      medications: [{ name: 'אקמול', dose: '500 mg', schedule: null }],
    });
    expect(pdfFontNames(pdf)).toEqual(
      expect.arrayContaining(['NotoSansArabic-Regular', 'NotoSansHebrew-Regular']),
    );
    // Only Arabic letters say the text they draw (decision 066), one letter to a span, so
    // extractors that order the glyphs as drawn read them right to left in reading order
    // (decision 084). Hebrew and Latin glyphs map to their letters one for one and need no span
    // (decision 080), and the words a reader extracts come in reading order.
    for (const span of pdfActualTexts(pdf)) expect([...span.text], span.text).toHaveLength(1);
    expect(pdfActualTextRightToLeft(pdf)).toEqual([diabetes.replace(/\s/g, '')]);
    expect((await pdfText(pdf)).replace(/\s/g, '')).toContain('•אקמול,500mg');

    const items = await pdfTextItems(pdf, 1);
    // "Conditions: …" starts with English: its line reads left to right from the left margin.
    const conditions = items.find((item) => item.text.startsWith('Conditions'));
    expect(conditions?.x).toBeCloseTo(54, 0);
    // The medicine's line starts in Hebrew: it ends at the right margin, the bullet rightmost
    // and the dose's number, digits in order, to the left of the name.
    const name = items.find((item) => item.text.includes('אקמול'));
    const bullet = items.find((item) => item.text === '•');
    const number = items.find((item) => item.text === '500');
    expect(name && bullet && number).toBeTruthy();
    expect(number!.x + number!.width).toBeLessThan(name!.x);
    expect(name!.x + name!.width).toBeLessThan(bullet!.x);
    const lineEnd = Math.max(
      ...items.filter((item) => item.y === name!.y).map((i) => i.x + i.width),
    );
    expect(lineEnd).toBeCloseTo(612 - 54, 0);
  });

  it('is tagged for screen readers: its language, title, headings, paragraphs and lists', async () => {
    const tags = await pdfTags(await renderDoctorReportPdf(REPORT));
    expect(tags).toMatchObject({
      marked: true,
      hasStructTreeRoot: true,
      lang: 'en-US',
      displayTitle: true,
    });
    const roles = tags.pages[0]!;
    // The title, then the dates as paragraphs; each section a heading, the medicines a list.
    expect(roles.slice(0, 3)).toEqual(['Document', 'H1', 'P']);
    expect(roles.filter((role) => role === 'H2')).toHaveLength(5);
    const medicines = roles.indexOf('H2') + 1;
    expect(roles.slice(medicines, medicines + 3)).toEqual(['L', 'LI', 'LBody']);
  });
});
