import { describe, expect, it } from 'vitest';
import type { DoctorReport } from '../../../shared/tracking';
import { pdfText } from '../../test/pdf-text';
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
});
