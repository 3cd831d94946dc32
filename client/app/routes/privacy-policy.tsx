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
      <p className="text-fg-muted">Last updated November 22, 2026</p>

      <Section title="The short version">
        <ul className="grid list-disc gap-1 pl-6">
          <li>We store only what Kinwell needs to help your family.</li>
          <li>Only the members of your care circle can see your care information.</li>
          <li>We do not sell your information, and we do not show ads.</li>
          <li>You can ask for a copy of your information, or ask us to delete it.</li>
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
          of birth, stage of dementia and time zone, medicines and doses, appointments, tasks,
          notes, emergency contacts, and photos and voice recordings.
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
          caregiver sees the whole circle, and a family member sees memory support and care updates.
          People in other families never see your information.
        </p>
        <p>
          Kinwell staff look at your information only when you ask us for help, and only as much as
          they need to help you. We may also share information if the law requires it.
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
            <strong>Export:</strong> ask for a copy of your information, and we will send it in a
            common file format.
          </li>
          <li>
            <strong>Correct:</strong> you can change what your family has entered, or ask us to fix
            it.
          </li>
          <li>
            <strong>Delete:</strong> ask us to delete your account and your care circle&rsquo;s
            information.
          </li>
        </ul>
        <p>To use any of these rights, write to {mail}.</p>
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
