import { NotebookPen, Printer } from 'lucide-react';
import { TextLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { Page } from '../../components/ui/page';

const WHAT_TO_TRACK = [
  { what: 'Mood', note: 'Calm, worried, sad or cheerful. Any big change from usual.' },
  { what: 'Sleep', note: 'Bedtime, waking time, times up at night, and naps.' },
  { what: 'Appetite', note: 'Meals and drinks taken. Any coughing or trouble swallowing.' },
  { what: 'Agitation', note: 'What happened just before, and what helped.' },
  { what: 'Sundowning', note: 'Confusion or restlessness late in the day, and when it started.' },
  { what: 'Wandering', note: 'Trying to leave home, or getting lost. Where and when.' },
  { what: 'Falls', note: 'When and where, and any injury. Tell the doctor about every fall.' },
  { what: 'Continence', note: 'Accidents, and bathroom trips at night.' },
  {
    what: 'Pain',
    note: 'Wincing, guarding a body part, moaning or new restlessness. Many people cannot say they hurt.',
  },
  { what: 'Weight', note: 'Once a week, on the same scale, at the same time of day.' },
  { what: 'Blood pressure', note: 'If the doctor asked for it: the reading and the time.' },
] as const;

/** What to note for the doctor, an honest empty log, and a paper log to print meanwhile. */
export default function TrackingScreen() {
  return (
    <Page
      title="Tracking"
      lead="Short daily notes help the doctor see patterns you might miss. A few words a day is enough."
    >
      <Notice title="Nothing logged yet" icon={NotebookPen}>
        <p>
          Your care circle has no entries yet. Until your notes are in Kinwell, the paper log below
          works well: print it, keep it on the fridge, and bring it to the next appointment.
        </p>
      </Notice>

      <Section
        title="What to track for the doctor"
        intro="You do not need to track everything every day. Start with the things that worry you most."
      >
        <div className="border-border rounded-xl border">
          <table className="w-full border-collapse text-left break-words">
            <caption className="sr-only">
              Daily care log: what to track, with space for today&rsquo;s notes
            </caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="border-border border-b p-3">
                  What to track
                </th>
                <th scope="col" className="border-border w-2/5 border-b border-l p-3">
                  Today&rsquo;s notes
                </th>
              </tr>
            </thead>
            <tbody>
              {WHAT_TO_TRACK.map((row) => (
                <tr key={row.what} className="border-border border-b last:border-b-0">
                  <th scope="row" className="p-3 align-top">
                    <span className="block font-bold">{row.what}</span>
                    <span className="block font-normal">{row.note}</span>
                  </th>
                  <td className="border-border border-l p-3 align-top" />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div>
          <Button variant="secondary" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="h-5 w-5" />
            Print this log
          </Button>
        </div>
      </Section>

      <Section title="Tips for useful notes">
        <ul className="grid list-disc gap-1 pl-6">
          <li>Write things down the same day, while you remember them.</li>
          <li>Note what was happening before a hard moment, and what helped.</li>
          <li>Add the date and time to every note.</li>
          <li>Bring your notes, and a list of all medicines, to every appointment.</li>
          <li>
            A sudden change over hours or days can be a sign of another illness, such as an
            infection. Call the doctor the same day.
          </li>
        </ul>
        <p>
          For questions to bring to the visit, see <TextLink to="/resources">Resources</TextLink>.
        </p>
      </Section>
    </Page>
  );
}
