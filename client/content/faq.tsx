import type { AccordionItem } from '../components/accordion';
import { TextLink } from '../components/links';
import { PRICE_MONTH_TEXT, TRIAL_DAYS } from '../../shared/product';
import { PRICE_YEAR_TEXT } from './plan';

/** The questions families ask first. Used on the landing page and the FAQ page. */
export const WHAT_IS_KINWELL: AccordionItem = {
  question: 'What is Kinwell?',
  answer:
    'Kinwell is one shared place for a family caring for a person living with dementia. You keep medicines, appointments, tasks, care plans and memories together, so everyone in the family sees the same picture.',
};

export const HOW_MUCH: AccordionItem = {
  question: 'How much does Kinwell cost?',
  answer: `One plan covers the whole family: ${PRICE_MONTH_TEXT} a month, which is ${PRICE_YEAR_TEXT} a year. There are no extra charges per person, and you can cancel anytime.`,
};

export const FREE_TRIAL: AccordionItem = {
  question: 'How does the free trial work?',
  answer: `Your first ${TRIAL_DAYS} days are free. You do not need a credit card to start. If you decide not to stay, the safety features, such as medication reminders and crisis alerts, keep working.`,
};

export const WHO_SEES_DATA: AccordionItem = {
  question: 'Who can see our information?',
  answer: (
    <p>
      Only the people in your care circle. Kinwell staff look at your information only when you ask
      us for help. We do not sell your data. Our{' '}
      <TextLink to="/privacy-policy">privacy policy</TextLink> explains what we store and why.
    </p>
  ),
};

export const FAMILY_ACCESS: AccordionItem = {
  question: 'Can other family members use Kinwell?',
  answer:
    'Yes. Each person has their own account and role. A primary caregiver has full access: medicines, appointments and care plans. A family member can add photos and voice recordings, edit memory triggers and see care updates. A family can have more than one caregiver.',
};

export const FOR_THE_PERSON: AccordionItem = {
  question: 'Is Kinwell for the person with dementia too?',
  answer:
    'Yes, with someone beside them. The memory games, photos and music are made for them. They are calm and simple, with no timers, no scores and no "wrong" answers. The rest of Kinwell is for the family who cares for them.',
};

export const LANDING_FAQ: readonly AccordionItem[] = [
  WHAT_IS_KINWELL,
  HOW_MUCH,
  FREE_TRIAL,
  WHO_SEES_DATA,
  FAMILY_ACCESS,
  FOR_THE_PERSON,
];

export interface FaqGroup {
  title: string;
  items: readonly AccordionItem[];
}

export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    title: 'About Kinwell',
    items: [
      WHAT_IS_KINWELL,
      {
        question: 'Who is Kinwell for?',
        answer:
          'Families who care for someone living with Alzheimer’s disease or another dementia. That might be a spouse at home, adult children who live far away, or grandchildren who want to help. Kinwell works on a phone, a tablet or a computer.',
      },
      FOR_THE_PERSON,
      {
        question: 'Does Kinwell give medical advice?',
        answer:
          'No. Kinwell helps you organize care and find trusted information. It does not diagnose or treat anything. Always ask the doctor, nurse or pharmacist about medicines, symptoms and changes you notice.',
      },
    ],
  },
  {
    title: 'Price and trial',
    items: [
      HOW_MUCH,
      {
        question: 'Do I need a credit card for the free trial?',
        answer: `No. You can use Kinwell for ${TRIAL_DAYS} days without giving any payment details.`,
      },
      {
        question: 'What happens if our subscription ends?',
        answer:
          'The safety features keep working. Medication reminders, missed-dose alerts, crisis alerts and the medical emergency profile never switch off because of billing. We will never put someone’s safety behind a payment.',
      },
    ],
  },
  {
    title: 'Privacy and safety',
    items: [
      WHO_SEES_DATA,
      {
        question: 'Can we download or delete our information?',
        answer: (
          <p>
            Yes. Your information belongs to your family. A caregiver can download everything in the
            care circle from Family administration, and anyone can delete their own account in
            Account Settings. If you need help, write to us from the{' '}
            <TextLink to="/support">Support page</TextLink>.
          </p>
        ),
      },
      {
        question: 'What does the Emergency button do?',
        answer:
          'After you sign in, an Emergency button sits at the top of every page. It shows the emergency number to call, and on a phone you can call it with one tap. Kinwell never calls emergency services for you. If someone is in danger, call your local emergency number yourself.',
      },
    ],
  },
  {
    title: 'Family and roles',
    items: [
      FAMILY_ACCESS,
      {
        question: 'What is the difference between a primary caregiver and a family member?',
        answer:
          'A primary caregiver manages day-to-day care: medicines, appointments, tasks and care plans. A family member helps with memories and stays up to date. You choose your role when you create your account.',
      },
    ],
  },
  {
    title: 'Using Kinwell',
    items: [
      {
        question: 'Can I make the text bigger?',
        answer:
          'Yes. After you sign in, open Account Settings and turn on "Large text" under Display. Your browser’s zoom works too: hold Ctrl (or Command on a Mac) and press the plus key.',
      },
    ],
  },
];
