import { Mail, Phone } from 'lucide-react';
import { Accordion, type AccordionItem } from '../../components/accordion';
import { HelplineList } from '../../components/helpline-list';
import { MailLink, TextLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { buttonClass } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import { useAppConfig, useUser } from '../../features/auth/auth.queries';
import { HelpPageLinks } from '../../features/content/help-page-links';
import { PRICE_MONTH_TEXT, TRIAL_DAYS } from '../../../shared/product';

/** How to get help: emergency first, then helplines, then Kinwell itself (signed in and out). */
export default function SupportScreen() {
  const { supportEmail, emergencyNumber } = useAppConfig();
  const { user } = useUser();
  const mail = <MailLink email={supportEmail} />;

  const topics: AccordionItem[] = [
    {
      question: 'Getting started',
      answer: user ? (
        <p>
          You are signed in. Start with <TextLink to="/features">All Features</TextLink> to see what
          Kinwell does. Make the text bigger any time in{' '}
          <TextLink to="/account">Account Settings</TextLink>.
        </p>
      ) : (
        <p>
          <TextLink to="/register">Create an account</TextLink> with your name, email and a
          password, and choose your role: Primary Caregiver or Family Member. It takes a few
          minutes. Your first {TRIAL_DAYS} days are free.
        </p>
      ),
    },
    {
      question: 'Inviting family',
      answer: (
        <>
          <p>
            Each person uses their own account. The caregiver invites relatives by email from Family
            administration, and chooses whether each one joins as a caregiver or a family member.
            The invitation works only for the email address it was sent to.
          </p>
          <p>
            Family members can add photos and recordings, edit memory triggers and see care updates.{' '}
            <TextLink to="/help/inviting-family">How inviting works</TextLink>. If you need help
            connecting your family, write to us at {mail}.
          </p>
        </>
      ),
    },
    {
      question: 'Medications and reminders',
      answer: (
        <p>
          The Kinwell plan includes a reminder 15 minutes before each dose and an alert to the
          family when a dose is missed. Kinwell does not replace the pharmacist or doctor: always
          check doses and changes with them. Keep a written list of every medicine in a wallet or
          purse, too. If someone may have taken too much of a medicine, call Poison Help at{' '}
          <a href="tel:+18002221222" className="font-semibold underline underline-offset-4">
            1-800-222-1222
          </a>{' '}
          or call {emergencyNumber}.
        </p>
      ),
    },
    {
      question: 'Privacy',
      answer: (
        <p>
          Only members of your care circle see your information. Our staff look at it only when you
          ask us for help. We do not sell your data. Read the{' '}
          <TextLink to="/privacy-policy">privacy policy</TextLink> for the details.
        </p>
      ),
    },
    {
      question: 'Billing',
      answer: (
        <p>
          One plan covers the whole family: {PRICE_MONTH_TEXT} a month after a {TRIAL_DAYS}-day free
          trial, with no credit card needed to start. You can cancel anytime. Safety features never
          switch off because of billing.{' '}
          {user ? (
            <>
              See <TextLink to="/subscription">your subscription</TextLink>.
            </>
          ) : (
            <>
              See <TextLink to="/pricing">pricing</TextLink>.
            </>
          )}
        </p>
      ),
    },
  ];

  return (
    <Page title="Support" lead="We are here to help. Here is who to call and how to reach us.">
      <Notice title="In an emergency" icon={Phone} tone="danger">
        <p>
          If someone is hurt, in danger, or missing, call {emergencyNumber} now. Kinwell does not
          call emergency services for you.
        </p>
        <div>
          <a href={`tel:${emergencyNumber}`} className={buttonClass('danger', 'text-lg')}>
            <Phone aria-hidden="true" className="h-5 w-5" />
            Call {emergencyNumber}
          </a>
        </div>
        <p>
          If you or someone you care for is in emotional crisis, call or text{' '}
          <a href="tel:988" className="font-semibold underline underline-offset-4">
            988
          </a>
          , the Suicide &amp; Crisis Lifeline.
        </p>
      </Notice>

      <Section
        title="Talk to someone about dementia care"
        intro="These free helplines are run by trusted organizations."
      >
        <HelplineList />
      </Section>

      <Section title="Contact Kinwell">
        <p>
          The Kinwell Assistant answers questions at any hour: use the chat button at the bottom
          right of any page. To talk with a person, choose &ldquo;Connect with Specialist&rdquo; in
          the chat and a care specialist will call or email you, within 24 hours for most requests.
        </p>
        <p>
          For questions about your account, privacy or billing, or to tell us about a problem, email
          us. Please do not send medical emergencies by email.
        </p>
        <div>
          <a
            href={`mailto:${supportEmail}`}
            className={buttonClass('secondary', 'text-center wrap-anywhere')}
          >
            <Mail aria-hidden="true" className="h-5 w-5" />
            Email {supportEmail}
          </a>
        </div>
      </Section>

      <Section title="Help with Kinwell" intro="Step-by-step guides to each part of the app.">
        <HelpPageLinks />
      </Section>

      <Section title="Help topics">
        <Accordion items={topics} />
      </Section>
    </Page>
  );
}
