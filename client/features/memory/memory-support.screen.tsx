import { BookHeart, Image, ImagePlus, Lightbulb, Mic, Music } from 'lucide-react';
import { Fragment } from 'react';
import { Checklist } from '../../components/checklist';
import { StandaloneLink } from '../../components/links';
import { Section } from '../../components/section';
import { ButtonLink } from '../../components/ui/button';
import { CardGrid } from '../../components/ui/card-grid';
import { Page } from '../../components/ui/page';
import { useUser } from '../auth/auth.queries';
import { NoCircleNotice } from '../circles/join-circle.part';
import { TodayAtAGlance } from '../dashboard/today-at-a-glance.part';
import { MemoryHome } from './memory-home';
import { PersonViewEntry } from './person-view-entry';

const AREAS = [
  {
    title: 'Photos',
    icon: Image,
    text: 'Family faces and favorite places, each with a name and a few words about it.',
  },
  {
    title: 'Recordings',
    icon: Mic,
    text: 'Familiar voices: a grandchild saying hello, a sister telling an old story, a favorite hymn.',
  },
  {
    title: 'Memory triggers',
    icon: Lightbulb,
    text: 'The people, places, songs and smells that bring a smile, and the ones that upset.',
  },
  {
    title: 'Memory books',
    icon: BookHeart,
    text: 'A simple book about a life: where they grew up, their work, the people they love.',
  },
  {
    title: 'Music by era and mood',
    icon: Music,
    text: 'Songs from the years that mattered most, for calm evenings or bright mornings.',
  },
] as const;

const STORY_QUESTIONS = [
  'Where did you grow up? What was your street like?',
  'What was your first job?',
  'How did you meet your husband or wife?',
  'What songs did you dance to?',
  'What was your favorite meal as a child?',
  'What are you most proud of?',
];

/** Each part of memory support, with the button that opens it. */
const PLACES = [
  {
    title: 'Family photos',
    intro:
      'Add photos from your phone or computer, with the names of the people in them, the place, the year and the story.',
    to: '/memory-support/photos',
    icon: Image,
    open: 'Open the photos',
  },
  {
    title: 'Voices and stories',
    intro:
      'Record a greeting, a story about a photo or a song they love, or upload a recording from your phone.',
    to: '/memory-support/recordings',
    icon: Mic,
    open: 'Open the recordings',
  },
  {
    title: 'Memory books',
    intro:
      'Put photos in order with a few words under each, look through them together one page at a time, or print the book in large type.',
    to: '/memory-support/books',
    icon: BookHeart,
    open: 'Open the memory books',
  },
  {
    title: 'Music by era and mood',
    intro:
      'Songs from their teens and twenties, and playlists for calm evenings or bright mornings. Note what helped, and add the family’s own songs.',
    to: '/memory-support/music',
    icon: Music,
    open: 'Open the music',
  },
] as const;

/** How to gather memories, a few steps for each kind. */
const GATHERING: { title: string; steps: string[]; questions?: readonly string[] }[] = [
  {
    title: 'Photos',
    steps: [
      'Ask relatives to look through their albums and phones. Scan or photograph old prints.',
      'Write who is in each photo, the place and the year. Names help most.',
      'Choose clear pictures with one or two faces rather than big group shots.',
    ],
  },
  {
    title: 'Voices and stories',
    steps: [
      'Record short voice messages on a phone: a greeting, a memory, a song.',
      'Sit together and ask about the old days. Record the answers if they agree.',
    ],
    questions: STORY_QUESTIONS,
  },
  {
    title: 'Music',
    steps: [
      'List songs from when they were about 10 to 30 years old. Those years are often remembered best.',
      'Ask what they danced to, sang in church, or played at their wedding.',
      'Make one calm playlist for evenings and one bright playlist for mornings.',
    ],
  },
  {
    title: 'Memory triggers',
    steps: [
      'Write down what brings comfort: a smell, a place, a person, a song.',
      'Write down what upsets too, so every visitor knows what to avoid.',
    ],
  },
];

/**
 * Memory support, the family member's home (spec §2, §6; decision 053): "Add a photo" first, then
 * what others added lately and a few memory triggers, above the care updates they already see;
 * then the photos, the music and how to gather memories. Caregivers open it from the navigation
 * and see the same without the family's care updates (their dashboard has them).
 */
export default function MemorySupportScreen() {
  const { user } = useUser();
  return (
    <Page
      title="Memory Support"
      lead="Photos, voices and music that help a person living with dementia feel at home in their own story."
    >
      {user && !user.circleId ? <NoCircleNotice /> : null}
      {user?.circleId ? (
        <>
          <p>
            <ButtonLink to="/memory-support/photos" className="min-h-16 px-8 text-xl">
              <ImagePlus aria-hidden className="h-7 w-7" />
              Add a photo
            </ButtonLink>
          </p>
          <MemoryHome circleId={user.circleId} />
        </>
      ) : null}
      {/* The family member's limited dashboard, below memory support: their home (spec §2, §6). */}
      {user?.role === 'family' && user.circleId ? (
        <Section title="Today for the family">
          <TodayAtAGlance circleId={user.circleId} level={3} />
        </Section>
      ) : null}
      {user?.circleId ? <PersonViewEntry circleId={user.circleId} /> : null}
      {PLACES.map(({ title, intro, to, icon: Icon, open }) => (
        <Section key={to} title={title} intro={intro}>
          <p>
            <ButtonLink to={to} variant="secondary">
              <Icon aria-hidden className="h-5 w-5" />
              {open}
            </ButtonLink>
          </p>
        </Section>
      ))}

      <Section title="What belongs here">
        <CardGrid items={AREAS} columns={3} compact>
          {(area) => <p>{area.text}</p>}
        </CardGrid>
      </Section>

      <Section title="How to gather memories">
        {GATHERING.map(({ title, steps, questions }) => (
          <Fragment key={title}>
            <h3 className="text-xl font-bold">{title}</h3>
            <Checklist items={steps} />
            {questions ? (
              <>
                <p>Questions that often start a good story:</p>
                <ul className="grid list-disc gap-1 pl-6">
                  {questions.map((question) => (
                    <li key={question}>{question}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </Fragment>
        ))}
      </Section>

      <Section title="Make a memory book">
        <ol className="grid list-decimal gap-1 pl-6">
          <li>Pick 10 to 20 photos that tell the story of a life.</li>
          <li>Put them in order, from childhood to today.</li>
          <li>Add a short caption in large print under each one: who, where and when.</li>
          <li>Look through it together, slowly. Let them lead.</li>
        </ol>
        <p>
          <StandaloneLink to="/cognitive-activities">
            See calm activities to do together
          </StandaloneLink>
        </p>
      </Section>
    </Page>
  );
}
