import { MailLink } from '../../components/links';
import { Section } from '../../components/section';
import { Page } from '../../components/ui/page';
import { useAppConfig } from '../../features/auth/auth.queries';

/** What Kinwell stores, why, who sees it, how it is protected, and the family's rights. */
export default function PrivacyPolicyScreen() {
  const { supportEmail } = useAppConfig();
  const mail = <MailLink email={supportEmail} />;
  return (
    <Page
      title="Privacy policy"
      lead="What we store, why we store it, and who can see it. Written in plain words."
    >
      <p className="text-fg-muted">Last updated November 24, 2026</p>

      <Section title="The short version">
        <ul className="grid list-disc gap-1 pl-6">
          <li>We store only what Kinwell needs to help your family.</li>
          <li>Only the members of your care circle can see your care information.</li>
          <li>We do not sell your information, and we do not show ads.</li>
          <li>You can download your care circle&rsquo;s information, or delete your account.</li>
          <li>
            What you ask the Kinwell Assistant stays in Kinwell, unless this Kinwell has connected a
            language model service (see The Kinwell Assistant below).
          </li>
        </ul>
      </Section>

      <Section title="What we store">
        <h3 className="text-xl font-bold">Your account</h3>
        <p>
          Your name, email address, phone number (if you give one), your role (Primary Caregiver or
          Family Member) and your password. We never store the password itself, only a scrambled
          form of it (see Security below).
        </p>
        <h3 className="text-xl font-bold">Your care circle</h3>
        <p>
          What your family enters about the person you care for. This can include their name, date
          of birth, stage of dementia and time zone, medicines and doses (with a photo if you take
          one), appointments, tasks, tracking notes, emergency contacts and the emergency profile.
          Before a photo is stored, we remove its hidden details, such as where it was taken.
        </p>
        <h3 className="text-xl font-bold">Your location, only while you share it</h3>
        <p>
          If you turn on location sharing, your care circle sees where your phone is until you turn
          it off or the time you chose runs out. We keep only the latest position, and we delete it
          when sharing ends. A crisis alert includes your location only if you allow it.
        </p>
        <h3 className="text-xl font-bold">Records that keep your account safe</h3>
        <p>
          When someone signs in and when important changes are made in your care circle, with the
          time and the network address they came from. This helps us spot misuse and answer
          questions about who changed what.
        </p>
      </Section>

      <Section title="Why we store it">
        <ul className="grid list-disc gap-1 pl-6">
          <li>To run Kinwell for your family: reminders, alerts, shared plans and memories.</li>
          <li>To keep your account secure and stop misuse.</li>
          <li>To answer you when you ask us for help.</li>
        </ul>
        <p>
          We do not use your family&rsquo;s care information for advertising, and we do not sell it.
        </p>
      </Section>

      <Section title="Who can see it">
        <p>
          Only members of your care circle. What each person sees depends on their role: a primary
          caregiver sees and changes everything in the circle. A family member sees memory support,
          today&rsquo;s medicines, appointments, tasks and the emergency profile, and can log a dose
          or take on a task. People in other families never see your information.
        </p>
        <p>
          Caregivers can see the circle&rsquo;s history: who looked at or changed what, and when.
          This history cannot be edited.
        </p>
        <p>
          If you send a crisis alert, your emergency contacts receive it by email. If you share the
          emergency sheet&rsquo;s link or QR code, anyone with it can read that one page until you
          turn the link off.
        </p>
        <p>
          Kinwell staff look at your information only when you ask us for help, and only as much as
          they need to help you. We may also share information if the law requires it.
        </p>
      </Section>

      <Section title="The Kinwell Assistant">
        <p>
          The assistant in the chat answers from Kinwell&rsquo;s own articles and help pages, on our
          server. On its own it sends what you type nowhere.
        </p>
        <p>
          The people who run this Kinwell may connect a language model service, to give the
          assistant better-worded answers. Only when they do, each question the assistant&rsquo;s
          safety rules do not answer themselves is sent to that service, with:
        </p>
        <ul className="grid list-disc gap-1 pl-6">
          <li>your question and the last few messages of the conversation;</li>
          <li>the passages of Kinwell&rsquo;s articles and help pages that match it;</li>
          <li>
            if you are signed in, the facts about your care circle that your role lets you see, such
            as the names of medicines and when they are due, appointments and tasks.
          </li>
        </ul>
        <p>
          The service is the one chosen in this Kinwell&rsquo;s settings: a company&rsquo;s service,
          or a computer the people who run Kinwell keep themselves. It receives this only to write
          the answer. Nothing about another family is ever sent. Emergencies are never sent: the
          assistant answers them at once, by itself. Without a connected service, nothing you ask
          and nothing about your care circle leaves Kinwell. To know whether this Kinwell uses one,
          and which, write to {mail}.
        </p>
      </Section>

      <Section title="How fast Kinwell is on your device">
        <p>
          Many families use Kinwell on older phones and slow connections. So that we can find the
          screens that are slow for them, your browser measures how long some pages take, for some
          visits chosen at random, and sends us the times when you leave the page:
        </p>
        <ul className="grid list-disc gap-1 pl-6">
          <li>
            how long the page took to answer, to show its first text and its largest part, how much
            it moved while loading, and how quickly it reacted when you tapped;
          </li>
          <li>
            how long it took for a dose to show as logged after you saved it as taken, and for an
            emergency alert to reach Kinwell after you sent it;
          </li>
          <li>
            the kind of page (&ldquo;a task&rdquo;, never which task), whether the device is a
            phone, a tablet or a computer, the connection speed the browser reports, and whether you
            were signed in.
          </li>
        </ul>
        <p>
          The times never include your name, your account, your care circle, what is on the page or
          the page&rsquo;s full address. We keep each time for a few days (7, unless the people who
          run this Kinwell choose another number), then only the daily totals for each kind of page.
          Browsers that cannot measure this send nothing.
        </p>
      </Section>

      <Section title="Security">
        <ul className="grid list-disc gap-1 pl-6">
          <li>
            Passwords are stored only as a hash, made with argon2id. Nobody at Kinwell can read your
            password.
          </li>
          <li>Signing in starts a session that expires. Signing out ends it.</li>
          <li>
            When Kinwell is reached over HTTPS, everything between your device and our server is
            encrypted.
          </li>
          <li>
            After too many failed sign-in attempts, we pause sign-in for a while to protect your
            account.
          </li>
        </ul>
      </Section>

      <Section title="Your rights">
        <ul className="grid list-disc gap-1 pl-6">
          <li>
            <strong>Export:</strong> a caregiver can download everything in the care circle at any
            time from Family administration, as one file with common formats (JSON and CSV).
          </li>
          <li>
            <strong>Correct:</strong> you can change what your family has entered, or ask us to fix
            it.
          </li>
          <li>
            <strong>Delete:</strong> delete your account yourself in Account Settings. You have 14
            days to change your mind; after that, your account is gone, and so is any care circle
            where you were the only member.
          </li>
        </ul>
        <p>If you need help with any of these, write to {mail}.</p>
      </Section>

      <Section title="Changes to this policy">
        <p>
          If we change this policy, we will update the date at the top of this page. If a change
          affects how we use your information, we will tell you before it takes effect.
        </p>
      </Section>

      <Section title="Contact us">
        <p>Questions about privacy? Write to {mail}. A person will read your message.</p>
      </Section>
    </Page>
  );
}
