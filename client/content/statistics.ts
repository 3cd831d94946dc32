/** Public facts about dementia and caregiving, each with the source that published it. */
export interface Statistic {
  value: string;
  label: string;
  source: { name: string; href: string };
}

const ALZ_FACTS_2024 = {
  name: "Alzheimer's Association, 2024 Alzheimer's Disease Facts and Figures",
  href: 'https://www.alz.org/alzheimers-dementia/facts-figures',
};

export const STATISTICS: readonly Statistic[] = [
  {
    value: 'About 6.9 million',
    label: "Americans age 65 and older are living with Alzheimer's disease.",
    source: ALZ_FACTS_2024,
  },
  {
    value: 'More than 11 million',
    label:
      "family members and other unpaid caregivers cared for people living with Alzheimer's or other dementias in 2023.",
    source: ALZ_FACTS_2024,
  },
  {
    value: 'About 18.4 billion hours',
    label: 'of unpaid care were given by those caregivers in 2023.',
    source: ALZ_FACTS_2024,
  },
];
