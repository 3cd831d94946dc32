import { Brain, Image, ListOrdered, MessageSquareText, Puzzle } from 'lucide-react';
import { Checklist } from '../../components/checklist';
import { StandaloneLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Section } from '../../components/section';
import { CardGrid } from '../../components/ui/card-grid';
import { Page } from '../../components/ui/page';

const GAMES = [
  {
    title: 'Photo matching',
    icon: Image,
    text: 'Find the pairs among a few family photos. Each photo shows the person’s name.',
  },
  {
    title: 'Word recall',
    icon: MessageSquareText,
    text: 'See a picture and hear a word, then choose that word from two or three.',
  },
  {
    title: 'Sequence memory',
    icon: ListOrdered,
    text: 'Put the steps of a familiar task, like making tea, in order, with a picture for each step.',
  },
  {
    title: 'Picture naming',
    icon: Brain,
    text: 'Recognize familiar objects and faces, choosing the name from two or three.',
  },
] as const;

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
  return (
    <Page
      title="Cognitive Activities"
      lead="Calm activities that help a person living with dementia feel capable and connected. Best enjoyed together."
    >
      <Notice title="The games are not ready to play here yet" icon={Puzzle}>
        <p>
          The four Kinwell games cannot be played in this version of Kinwell. The activities further
          down work the same way: calm, familiar and free of mistakes. They need only things you
          already have at home.
        </p>
      </Notice>

      <Section title="The four games">
        <CardGrid items={GAMES} compact>
          {(game) => <p>{game.text}</p>}
        </CardGrid>
      </Section>

      <Section title="Every game is errorless">
        <Checklist
          items={[
            'No timers, no scores and no “wrong.”',
            'A wrong tap gets a gentle hint: the right answer lights up and is read aloud.',
            'Every game ends in success.',
            'The caregiver sets how easy or hard it is.',
            'Large pictures with an adult look, and prompts read aloud.',
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
