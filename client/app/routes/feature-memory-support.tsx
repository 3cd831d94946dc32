import { BookHeart, Image, Mic, Music, Puzzle } from 'lucide-react';
import { CallToAction, SignUpLinks } from '../../components/call-to-action';
import { Checklist } from '../../components/checklist';
import { Section } from '../../components/section';
import { Card } from '../../components/ui/card';
import { CardGrid } from '../../components/ui/card-grid';
import { Page } from '../../components/ui/page';
import { TRIAL_DAYS } from '../../../shared/product';

const AREAS = [
  {
    title: 'Photos and recordings',
    icon: Image,
    text: 'Family members add photos with names and short stories, and voice recordings of familiar voices. Grandchildren far away can help too.',
  },
  {
    title: 'Memory triggers',
    icon: Mic,
    text: 'Note the people, places, smells and songs that bring a smile, and the ones that upset. Everyone who visits can see them.',
  },
  {
    title: 'Memory books',
    icon: BookHeart,
    text: 'Gather photos into a simple book about a life: a wedding, a first job, a favorite holiday. Look through it together.',
  },
  {
    title: 'Music by era and mood',
    icon: Music,
    text: 'Playlists from the years that mattered most, sorted by mood: calm for the evening, bright for the morning. Music never starts on its own.',
  },
] as const;

const GAMES = [
  'Photo matching: find the pair of family photos.',
  'Word recall: choose a word with a picture to help.',
  'Sequence memory: put the steps of a familiar task in order.',
  'Picture naming: recognize familiar objects and faces.',
];

/** Marketing page for memory support (spec §1; PRODUCT.md games and safety rules). */
export default function FeatureMemorySupportScreen() {
  return (
    <Page
      wide
      title="Memory support"
      lead="Photos, music and calm games that help a person living with dementia feel connected, and help the family share good moments."
    >
      <Section title="Keep memories close">
        <CardGrid items={AREAS}>{(area) => <p>{area.text}</p>}</CardGrid>
      </Section>

      <Section title="Four calm memory games">
        <Card className="grid gap-3">
          <h3 className="flex items-center gap-3 text-xl font-bold">
            <Puzzle aria-hidden="true" className="text-accent h-7 w-7 shrink-0" />
            <span>Made to succeed</span>
          </h3>
          <Checklist items={GAMES} />
          <p>
            Every game is errorless. There are no timers, no scores and no &ldquo;wrong&rdquo;
            answers. A wrong tap gets a gentle hint, and every game ends in success. The caregiver
            chooses how easy or hard it is.
          </p>
        </Card>
      </Section>

      <Section title="Made with dignity in mind">
        <ul className="grid list-disc gap-1 pl-6">
          <li>Large, clear pictures with an adult look, never childish.</li>
          <li>Choose from two or three answers. No typing.</li>
          <li>Nothing counts down, flashes or scolds.</li>
          <li>Best enjoyed together, with someone sitting beside them.</li>
        </ul>
      </Section>

      <CallToAction title="Start gathering memories">
        <p>Your first {TRIAL_DAYS} days are free. No credit card needed.</p>
        <SignUpLinks to="/feature/care-management">See care management</SignUpLinks>
      </CallToAction>
    </Page>
  );
}
