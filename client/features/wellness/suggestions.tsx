import type { SuggestionId } from '../../../shared/wellness';
import type { ReactNode } from 'react';
import { PhoneLink } from '../../components/links';
import { ALZ_HELPLINE, ELDERCARE_LOCATOR } from '../../../shared/helplines';

const SUGGESTIONS: Record<SuggestionId, { title: string; body: ReactNode }> = {
  doctor: {
    title: 'Talk to your own doctor',
    body: (
      <>
        Book a check-up for yourself and say you are a caregiver. You can bring your answers to this
        check. Your doctor can help with sleep, pain, low mood and stress.
      </>
    ),
  },
  respite: {
    title: 'Plan a real break',
    body: (
      <>
        Ask someone to step in for an afternoon, or look at adult day programs and in-home help. The
        Eldercare Locator (<PhoneLink number={ELDERCARE_LOCATOR.number} />) can tell you what
        respite care is near you.
      </>
    ),
  },
  'support-group': {
    title: 'Join a support group',
    body: (
      <>
        Other caregivers understand. The Alzheimer&rsquo;s Association runs free groups, in person
        and online; call <PhoneLink number={ALZ_HELPLINE.number} /> any time to find one.
      </>
    ),
  },
  'local-help': {
    title: 'Find help near you',
    body: (
      <>
        Meals, rides, in-home help and your Area Agency on Aging: see{' '}
        <a href="#local-help" className="font-semibold underline underline-offset-4">
          local help
        </a>{' '}
        below.
      </>
    ),
  },
  'self-care': {
    title: 'Keep one small thing for yourself',
    body: (
      <>
        A short walk, a cup of tea, a call with a friend. Try the{' '}
        <a href="#breathing" className="font-semibold underline underline-offset-4">
          breathing exercise
        </a>{' '}
        on this page.
      </>
    ),
  },
};

/** What to do next, in the order the answers point to. */
export function Suggestions({ ids }: { ids: readonly SuggestionId[] }) {
  return (
    <ul className="grid gap-3">
      {ids.map((id) => (
        <li key={id} className="border-border grid gap-1 rounded-lg border-2 p-4">
          <h4 className="text-lg font-bold">{SUGGESTIONS[id].title}</h4>
          <p>{SUGGESTIONS[id].body}</p>
        </li>
      ))}
    </ul>
  );
}
