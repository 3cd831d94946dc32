/**
 * What families plan at each stage of dementia. Drawn from the National Institute on Aging's
 * caregiving guides and the Alzheimer's Association's pages on the stages of Alzheimer's.
 */
export interface CareStage {
  id: 'early' | 'middle' | 'late';
  title: string;
  summary: string;
  groups: readonly { title: string; items: readonly string[] }[];
}

export const STAGE_SOURCES = [
  {
    name: "National Institute on Aging: Alzheimer's and related dementias",
    href: 'https://www.nia.nih.gov/health/alzheimers-and-dementia',
  },
  {
    name: "Alzheimer's Association: Stages of Alzheimer's",
    href: 'https://www.alz.org/alzheimers-dementia/stages',
  },
] as const;

export const CARE_STAGES: readonly CareStage[] = [
  {
    id: 'early',
    title: 'Early stage',
    summary:
      'The person can still do many things on their own and can take part in decisions. This is the best time to plan together.',
    groups: [
      {
        title: 'Legal and money matters',
        items: [
          'Talk about wishes for future care while the person can still share them.',
          'Set up a durable power of attorney for health care and one for finances.',
          'Write or update an advance directive (living will) and a will.',
          'List bank accounts, bills, insurance and benefits in one safe place.',
          'Watch for scams and unpaid bills. Think about automatic bill payments.',
        ],
      },
      {
        title: 'Health and medicines',
        items: [
          'Keep one up-to-date list of every medicine, with doses and times.',
          'Use one pharmacy and a weekly pill organizer.',
          'Write down questions before each doctor visit.',
          'Ask the doctor about treatment options and clinical trials.',
        ],
      },
      {
        title: 'Daily life',
        items: [
          'Start talking about driving. Agree on signs that it is time to stop.',
          'Build simple daily routines for meals, activity and rest.',
          'Keep up exercise, hobbies and time with friends.',
          'Gather photos, stories and favorite music while the person can tell you about them.',
        ],
      },
      {
        title: 'Support',
        items: [
          'Share the diagnosis with family and decide who helps with what.',
          "Find a support group or call the Alzheimer's Association 24/7 Helpline.",
        ],
      },
    ],
  },
  {
    id: 'middle',
    title: 'Middle stage',
    summary:
      'Often the longest stage. The person needs more help with daily tasks, and changes in mood and behavior are common.',
    groups: [
      {
        title: 'Safety at home',
        items: [
          'Remove trip hazards, add night lights and install grab bars in the bathroom.',
          'Lock up medicines, cleaning products, tools and any firearms.',
          'Check stove and water heater safety.',
          'Plan for wandering: an ID bracelet, a recent photo, and neighbors who know.',
          'If the person still drives, work with the doctor to stop safely.',
        ],
      },
      {
        title: 'Care and routines',
        items: [
          'Take over giving medicines, and watch for side effects.',
          'Keep routines steady. Break tasks like bathing and dressing into small steps.',
          'Note changes in sleep, mood, appetite or agitation, and late-day confusion (sundowning), to share with the doctor.',
        ],
      },
      {
        title: 'Planning ahead',
        items: [
          'Arrange respite: adult day programs, in-home help or short stays.',
          'Review legal papers and the care plan with the family.',
          'Learn about future care settings, such as assisted living, memory care and nursing homes.',
        ],
      },
      {
        title: 'Caring for yourself',
        items: [
          'Take regular breaks and accept help.',
          'Watch for signs of caregiver stress and talk to your own doctor.',
        ],
      },
    ],
  },
  {
    id: 'late',
    title: 'Late stage',
    summary:
      'The person needs help around the clock. Care turns to comfort, dignity and quality of life.',
    groups: [
      {
        title: 'Comfort and dignity',
        items: [
          'Use gentle touch, familiar voices and favorite music.',
          'Help with eating and drinking. Ask about soft foods and signs of swallowing problems.',
          'Change position often to protect the skin, and watch for pain and infections.',
        ],
      },
      {
        title: 'Care decisions',
        items: [
          'Plan for 24-hour care, at home with help or in a care facility.',
          'Ask the doctor about palliative care and hospice. Medicare covers hospice for people who qualify.',
          'Review the advance directive: wishes about hospital stays, feeding tubes and resuscitation.',
        ],
      },
      {
        title: 'Support for the family',
        items: [
          'Keep using respite care so you can rest.',
          'Let family and friends help with visits, meals and errands.',
          'Reach out for grief support. Many hospices offer it to families.',
        ],
      },
    ],
  },
];
