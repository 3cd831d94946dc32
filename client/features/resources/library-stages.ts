import type { DementiaStage } from '../../../shared/care-recipient';

/** The stages an article speaks to most; an article not listed here is for every stage. */
export const ARTICLE_STAGES: Readonly<Record<string, readonly Exclude<DementiaStage, 'unsure'>[]>> =
  {
    'early-signs-dementia': ['early'],
    'alzheimers-vs-dementia': ['early'],
    'alzheimer-complete-guide': ['early', 'middle'],
    'dementia-care-costs': ['early', 'middle'],
    'home-care-dementia': ['middle'],
    'dementia-care-comprehensive-guide': ['middle'],
    sundowning: ['middle', 'late'],
    'wandering-dementia': ['middle'],
    'assisted-living-near-me': ['middle', 'late'],
    'memory-care-facilities': ['middle', 'late'],
    'memory-care-near-me': ['middle', 'late'],
  };

export const STAGE_LABELS = { early: 'Early stage', middle: 'Middle stage', late: 'Late stage' };
