import { Brain, Image, ListOrdered, type LucideIcon, MessageSquareText } from 'lucide-react';
import { GAME_TITLES, type GameId } from '../../../shared/activities';
import { can } from '../../../shared/permissions';
import { Checklist } from '../../components/checklist';
import { StandaloneLink } from '../../components/links';
import { Section } from '../../components/section';
import { ButtonLink } from '../../components/ui/button';
import { CardGrid } from '../../components/ui/card-grid';
import { Page } from '../../components/ui/page';
import { useUser } from '../auth/auth.queries';

const GAMES: readonly { id: GameId; title: string; icon: LucideIcon; text: string }[] = [
  {
    id: 'photo-matching',
    title: GAME_TITLES['photo-matching'],
    icon: Image,
    text: 'Turn over cards two at a time to find the pairs: the family’s own photos from Memory Support when there are enough, familiar pictures otherwise.',
  },
  {
    id: 'word-recall',
    title: GAME_TITLES['word-recall'],
    icon: MessageSquareText,
    text: 'See a few words with their pictures, read aloud, then pick them out from a small set.',
  },
  {
    id: 'sequence-memory',
    title: GAME_TITLES['sequence-memory'],
    icon: ListOrdered,
    text: 'Put the pictures of an everyday job, like making tea or planting bulbs, in order.',
  },
  {
    id: 'picture-naming',
    title: GAME_TITLES['picture-naming'],
    icon: Brain,
    text: 'Look at a picture of something familiar, or of someone in the family’s photos, and choose the name from two to four.',
  },
];

const OFFLINE_IDEAS = [
  {
    title: 'Look through photos together',
    text: 'Old albums, framed pictures or photos on a phone. Invite stories instead of testing: say “Tell me about this day,” not “Who is this?”',
  },
  {
    title: 'Sorting and folding',
    text: 'Sort buttons, socks, coins or cutlery by color or size. Fold towels or napkins. Useful jobs feel good.',
  },
  {
    title: 'Music from their teens and twenties',
    text: 'Songs from those years are often remembered best. Sing along, clap, or simply listen together.',
  },
  {
    title: 'Simple kitchen tasks',
    text: 'Stir batter, wash vegetables or set the table. Do it side by side, one step at a time.',
  },
  {
    title: 'Gardening',
    text: 'Water plants, pot a flower or pick herbs. Gardening gloves and a stool make it easier.',
  },
  {
    title: 'A memory box',
    text: 'Fill a box with things to hold: an old tool, a scarf, postcards, a favorite book. Let them explore.',
  },
] as const;

/** The four errorless games, described honestly, and activities to do with what is at home. */
export default function CognitiveActivitiesScreen() {
  const { user } = useUser();
  return (
    <Page
      title="Cognitive Activities"
      lead="Calm activities that help a person living with dementia feel capable and connected. Best enjoyed together."
    >
      <Section
        title="The four games"
        intro="Each game fills the screen, with large pictures and nothing else to tap. Sit together; the Finish button at the top leaves the game."
      >
        <CardGrid items={GAMES} compact>
          {(game) => (
            <>
              <p>{game.text}</p>
              <ButtonLink
                to={`/cognitive-activities/play/${game.id}`}
                className="min-h-16 justify-self-start px-8 text-xl"
              >
                Play<span className="sr-only"> {game.title}</span>
              </ButtonLink>
            </>
          )}
        </CardGrid>
        <p className="flex flex-wrap gap-x-8 gap-y-2">
          <StandaloneLink to="/cognitive-activities/log">Activities log</StandaloneLink>
          {can(user?.role, 'activities.configure') ? (
            <StandaloneLink to="/cognitive-activities/settings">Games settings</StandaloneLink>
          ) : null}
        </p>
      </Section>

      <Section title="Every game is errorless">
        <Checklist
          items={[
            'No timers, no scores and no “wrong.”',
            'If a choice is not the one, the right answer lights up and the game goes on.',
            'After two of those in a row, the game makes itself easier.',
            'Every game ends in success, with a few warm words.',
            'The caregiver sets how easy or hard it is.',
            'Large pictures with an adult look, and every prompt read aloud on request.',
            'Keyboard and one-switch play: Space moves to the next choice, Enter chooses.',
          ]}
        />
      </Section>

      <Section
        title="Activities to try today"
        intro="Choose a calm time of day. Keep it short, and stop while it is still fun."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {OFFLINE_IDEAS.map((idea) => (
            <li
              key={idea.title}
              className="border-border grid content-start gap-1 rounded-xl border p-4"
            >
              <h3 className="text-lg font-bold">{idea.title}</h3>
              <p>{idea.text}</p>
            </li>
          ))}
        </ul>
        <p>It is fine to do the same activity again and again. Familiar is comforting.</p>
        <p>
          <StandaloneLink to="/memory-support">
            Gather photos and music in Memory Support
          </StandaloneLink>
        </p>
      </Section>
    </Page>
  );
}
