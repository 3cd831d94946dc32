import { GAME_TITLES } from '../../../shared/activities';
import { TRACKING_MEASURES, type DoctorReport } from '../../../shared/tracking';
import { formatDate, formatDateTime } from '../../../shared/relative-time';
import { startPdf } from '../../lib/pdf/pdf-writer';

const usDate = (date: string) => formatDate(new Date(`${date}T12:00:00Z`));

/**
 * The doctor-visit report as a PDF: the same content as the printable page, in plain text with
 * headings, in the layout of `pdf-writer.ts` (Noto fonts chosen character by character, so
 * names and notes in any script print as written; pdfkit embeds only the characters used).
 */
export function renderDoctorReportPdf(report: DoctorReport): Promise<Buffer> {
  const { write, title, heading, line, list, finish } = startPdf({
    title: `Doctor-visit report${report.recipientName ? ` for ${report.recipientName}` : ''}`,
    createdAt: new Date(report.generatedAt),
  });
  const tz = report.timeZone;

  title(`Doctor-visit report${report.recipientName ? `: ${report.recipientName}` : ''}`);
  write(`${usDate(report.from)} to ${usDate(report.to)} (times in ${tz})`, 'regular');
  write(`Made with Kinwell on ${formatDateTime(new Date(report.generatedAt), tz)}`, 'regular');
  if (report.dateOfBirth) line(`Date of birth: ${usDate(report.dateOfBirth)}`);
  if (report.conditions) line(`Conditions: ${report.conditions}`);
  if (report.allergies) line(`Allergies: ${report.allergies}`);

  heading('Current medications');
  if (report.medications.length === 0) line('No medicines are recorded in Kinwell.');
  list(
    report.medications.map(
      (medication) =>
        `• ${medication.name}, ${medication.dose}${medication.schedule ? ` (${medication.schedule})` : ''}`,
    ),
  );

  heading('Medication adherence');
  if (!report.adherence || report.adherence.takenPercent === null) {
    line('No doses are recorded in Kinwell for these dates.');
  } else {
    line(`${report.adherence.takenPercent}% of doses were taken.`);
  }

  heading('What we tracked');
  if (report.measures.length === 0) line('Nothing was logged in these dates.');
  for (const measure of report.measures) {
    write(measure.label, 'bold', { continued: true });
    write(`: ${measure.summary}`, 'regular', { paragraphGap: 3 });
  }

  if (report.activities) {
    const activities = report.activities;
    heading('Activities (the games)');
    line(activities.summary);
    list(
      activities.byGame.map(
        (game) =>
          `• ${GAME_TITLES[game.game]}: ${game.sessions} ${game.sessions === 1 ? 'session' : 'sessions'}, ${game.minutes} min`,
      ),
    );
    if (activities.sessions > 0) {
      line(activities.help);
      line(activities.enjoyment);
    }
    line(activities.note);
  }

  heading('Questions for the next appointment');
  if (!report.nextAppointment) {
    line('No appointment is booked.');
  } else {
    const next = report.nextAppointment;
    line(
      `${next.title}${next.provider ? ` with ${next.provider}` : ''}, ${formatDateTime(new Date(next.startsAt), tz)}`,
    );
    if (next.questions.length === 0) line('No questions written down yet.');
    list(next.questions.map((question, index) => `${index + 1}. ${question}`));
  }

  heading('Every entry');
  if (report.entries.length === 0) line('None.');
  for (const entry of report.entries) {
    const when = formatDateTime(new Date(entry.recordedAt), tz);
    const what = TRACKING_MEASURES[entry.kind].label;
    const value = entry.description ? `: ${entry.description}` : '';
    const note = entry.note ? ` (${entry.note})` : '';
    line(
      `${when}  ${what}${value}${note}${entry.loggedBy ? ` (logged by ${entry.loggedBy})` : ''}`,
    );
  }

  return finish();
}
