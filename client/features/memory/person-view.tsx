import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, BookHeart, Image, Music, Puzzle } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { GameId } from '../../../shared/activities';
import { firstName } from '../../../shared/games/common';
import type { Photo } from '../../../shared/memory-photos';
import { PRODUCT_NAME } from '../../../shared/product';
import { cn } from '../../lib/cn';
import { activitySettingsQuery } from '../activities/activities.queries';
import { recipientQuery } from '../care-recipient/care-recipient.queries';
import { useKeptForOfflinePlay } from '../games/offline-play.part';
import { PlayScreen } from '../games/play-screen.part';
import { DEFAULT_SPEECH, useSpeech } from '../../lib/speech';
import { FamilyPanel } from './person-view-family';
import { MusicPart } from './person-view-music';
import { BooksPart, GamesPart, PhotosPart } from './person-view-parts';
import type { ViewPart } from './person-view.logic';

/** Where the view's Back and the companion's Leave go. */
const LEAVE_TO = '/memory-support';

/** A large, calm choice on the view's first screen and in its lists. */
export const choiceClass =
  'flex min-h-24 touch-manipulation items-center justify-center gap-4 rounded-2xl border-2 border-accent bg-bg px-6 py-4 text-center text-2xl font-bold text-fg hover:bg-muted focus-visible:outline-(color:--focus) focus-visible:outline-[6px] focus-visible:outline-offset-4';

/**
 * Keeps the browser's Back button inside the view: the view stands on a history entry of its
 * own, and going back from it lands on the view again with the companion's panel open.
 */
function useBackStaysInView(onBack: () => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const guarded = (location.state as { personView?: boolean } | null)?.personView === true;
  const arrived = useRef(false);
  useEffect(() => {
    if (guarded) {
      arrived.current = true;
      return;
    }
    void navigate(`${location.pathname}${location.search}`, { state: { personView: true } });
    if (arrived.current) onBack();
    // Only when the history entry changes under the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [guarded]);
}

/**
 * The full-screen view for the person living with dementia (decision 057): a few large choices —
 * photos read aloud with their recordings, memory books, music and the games — one thing at a
 * time, nothing that counts down, flashes or scolds. The companion's panel (the small button in
 * the corner) holds the conversation ideas and the way out, which needs a number typed.
 */
export function PersonView({ circleId }: { circleId: string }) {
  const navigate = useNavigate();
  const { data: recipient } = useQuery({ ...recipientQuery(circleId), retry: false });
  const { data: settings } = useQuery({ ...activitySettingsQuery(circleId), retry: false });
  const { supported: canSpeak, speak } = useSpeech(settings?.speech ?? DEFAULT_SPEECH);
  const name = firstName(recipient?.preferredName);
  const [part, setPart] = useState<ViewPart>('home');
  const [photoOnScreen, setPhotoOnScreen] = useState<Photo | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [playing, setPlaying] = useState<{ game: GameId; seed: number } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useBackStaysInView(() => setPanelOpen(true));
  useKeptForOfflinePlay(useLocation().pathname);

  const viewName = name ? `${name}’s view` : 'The person’s view';
  useEffect(() => {
    document.title = `${viewName} — ${PRODUCT_NAME}`;
  }, [viewName]);

  // Each part opens with its heading focused, so a screen reader and a switch start at the top.
  useEffect(() => {
    if (playing === null) heading.current?.focus();
  }, [part, playing]);

  const leave = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    void navigate(LEAVE_TO);
  };
  const open = (next: ViewPart) => {
    setPart(next);
    if (next !== 'photos') setPhotoOnScreen(null);
  };

  const panel = (
    <FamilyPanel
      circleId={circleId}
      name={name}
      viewName={viewName}
      photo={part === 'photos' ? photoOnScreen : null}
      open={panelOpen}
      onOpenChange={setPanelOpen}
      onLeave={leave}
    />
  );

  if (playing) {
    // A game fills the view; its own Finish (Finish, then Leave the game) comes back here.
    return (
      <>
        <PlayScreen
          key={playing.seed}
          game={playing.game}
          seed={playing.seed}
          leavesTo={viewName}
          onLeave={() => setPlaying(null)}
        />
        {panel}
      </>
    );
  }

  const title: Record<ViewPart, string> = {
    home: name ? `Hello, ${name}` : 'Hello',
    photos: 'Photos',
    books: 'Memory books',
    music: 'Music',
    games: 'Games',
  };

  return (
    <div className="bg-bg text-fg flex min-h-dvh flex-col">
      <div className="flex flex-wrap items-center justify-between gap-3 px-4 pt-4">
        {part === 'home' ? (
          <span />
        ) : (
          <button
            type="button"
            onClick={() => open('home')}
            className={cn(choiceClass, 'min-h-16 px-5 text-xl')}
          >
            <ArrowLeft aria-hidden className="size-7" />
            Back
          </button>
        )}
        <button
          type="button"
          onClick={() => setPanelOpen(true)}
          className="border-border text-fg-muted hover:bg-muted min-h-11 rounded-lg border px-3 text-base"
        >
          For family
        </button>
      </div>
      <div className="mx-auto grid w-full max-w-5xl content-start gap-6 px-4 py-6">
        <h1 ref={heading} tabIndex={-1} className="text-4xl leading-tight font-bold outline-none">
          {title[part]}
        </h1>
        {part === 'home' ? <HomeChoices onOpen={open} /> : null}
        {part === 'photos' ? (
          <PhotosPart
            circleId={circleId}
            canSpeak={canSpeak}
            speak={speak}
            onPhoto={setPhotoOnScreen}
          />
        ) : null}
        {part === 'books' ? <BooksPart circleId={circleId} /> : null}
        {part === 'music' ? <MusicPart circleId={circleId} /> : null}
        {part === 'games' ? (
          <GamesPart
            onPlay={(game) =>
              setPlaying({ game, seed: crypto.getRandomValues(new Uint32Array(1))[0]! | 0 })
            }
          />
        ) : null}
      </div>
      {panel}
    </div>
  );
}

const CHOICES: { part: Exclude<ViewPart, 'home'>; label: string; icon: typeof Image }[] = [
  { part: 'photos', label: 'Photos', icon: Image },
  { part: 'books', label: 'Memory books', icon: BookHeart },
  { part: 'music', label: 'Music', icon: Music },
  { part: 'games', label: 'Games', icon: Puzzle },
];

function HomeChoices({ onOpen }: { onOpen: (part: ViewPart) => void }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {CHOICES.map(({ part, label, icon: Icon }) => (
        <li key={part}>
          <ChoiceButton onClick={() => onOpen(part)} className="min-h-32 w-full text-3xl">
            <Icon aria-hidden className="size-10" />
            {label}
          </ChoiceButton>
        </li>
      ))}
    </ul>
  );
}

export function ChoiceButton({
  onClick,
  className,
  children,
}: {
  onClick: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" onClick={onClick} className={cn(choiceClass, className)}>
      {children}
    </button>
  );
}
