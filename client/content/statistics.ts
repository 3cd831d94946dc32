/** Public facts about dementia and caregiving, each with the source that published it. */
export interface Statistic {
  value: string;
  label: string;
  source: { name: string; href: string };
}

const ALZ_FACTS_2025 = {
  name: "Alzheimer's Association, 2025 Alzheimer's Disease Facts and Figures",
  href: 'https://www.alz.org/alzheimers-dementia/facts-figures',
};

export const STATISTICS: readonly Statistic[] = [
  {
    value: 'About 7.2 million',
    label: "Americans age 65 and older are living with Alzheimer's dementia.",
    source: ALZ_FACTS_2025,
  },
  {
    value: 'Nearly 12 million',
    label:
      "family members and other unpaid caregivers cared for people living with Alzheimer's or other dementias in 2024.",
    source: ALZ_FACTS_2025,
  },
  {
    value: 'About 19.2 billion hours',
    label: 'of unpaid care were given by those caregivers in 2024.',
    source: ALZ_FACTS_2025,
  },
];
