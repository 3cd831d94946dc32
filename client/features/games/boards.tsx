import { Check } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import type { GameAction, GameState } from '../../../shared/games';
import type { GamePicture } from '../../../shared/games/common';
import { isFaceUp, type MatchingState, turnableCards } from '../../../shared/games/photo-matching';
import { currentRound, type NamingState } from '../../../shared/games/picture-naming';
import type { SequenceState } from '../../../shared/games/sequence-memory';
import type { RecallState } from '../../../shared/games/word-recall';
import { cn } from '../../lib/cn';

type Act = (action: GameAction) => void;

/**
 * A large target (at least 64 px, here far more) that keyboard, switch and touch all reach. A
 * choice that cannot be taken now stays in place and focusable but does nothing
 * (`aria-disabled`), so the board never jumps about under the player's hand.
 */
export function GameButton({
  className,
  unavailable = false,
  highlighted = false,
  tone = 'plain',
  onClick,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  unavailable?: boolean;
  highlighted?: boolean;
  /** 'main': the one thing to do next (Play, Next); 'back': a card lying face down. */
  tone?: 'plain' | 'main' | 'back';
}) {
  return (
    <button
      type="button"
      data-scan={unavailable ? undefined : ''}
      aria-disabled={unavailable || undefined}
      onClick={unavailable ? undefined : onClick}
      className={cn(
        'flex min-h-16 min-w-16 touch-manipulation flex-col items-center justify-center gap-2 rounded-2xl border-2 p-3 text-xl font-semibold',
        'focus-visible:outline-(color:--focus) focus-visible:outline-[6px] focus-visible:outline-offset-4',
        tone === 'plain' && 'border-border text-fg',
        tone === 'plain' && (highlighted ? 'bg-muted' : 'bg-bg'),
        tone !== 'plain' && 'border-accent bg-accent text-accent-fg',
        highlighted && 'border-accent ring-accent ring-8',
        unavailable ? 'cursor-default' : 'cursor-pointer hover:opacity-90',
        className,
      )}
      {...props}
    />
  );
}

/** A picture at a size older eyes read easily; the caption is the word, not the description. */
export function Picture({
  picture,
  alt,
  className,
}: {
  picture: GamePicture;
  alt?: string;
  className?: string;
}) {
  return (
    <img
      src={picture.src}
      alt={alt ?? picture.alt}
      draggable={false}
      className={cn('pointer-events-none h-auto select-none', className ?? 'w-24 sm:w-28')}
    />
  );
}

const Badge = ({ children }: { children: ReactNode }) => (
  <span className="bg-accent text-accent-fg inline-flex items-center gap-1 rounded-full px-3 py-0.5 text-base">
    {children}
  </span>
);

const turnIn = 'motion-safe:animate-[game-card-turn_400ms_ease-out]';

function MatchingBoard({ state, act }: { state: MatchingState; act: Act }) {
  const turnable = new Set(turnableCards(state));
  // Two columns on a phone, so a card is wide enough for "strawberry" at a size easy to read.
  const columns =
    state.cards.length <= 4
      ? 'grid-cols-2'
      : state.cards.length <= 6
        ? 'grid-cols-2 sm:grid-cols-3'
        : 'grid-cols-2 sm:grid-cols-3 md:grid-cols-4';
  return (
    <ul className={cn('grid gap-3 sm:gap-4', columns)} aria-label="Cards">
      {state.cards.map((card) => {
        const up = isFaceUp(state, card.index);
        const glowing =
          state.hint === card.index || (state.shown !== null && state.shown.includes(card.index));
        const position = `Card ${card.index + 1}`;
        return (
          <li key={card.index} className="grid">
            <GameButton
              unavailable={!turnable.has(card.index)}
              highlighted={glowing}
              onClick={() => act({ type: 'turn', index: card.index })}
              aria-label={
                up
                  ? `${position}: ${card.picture.label}${card.matched ? ', found' : ''}`
                  : `${position}, face down`
              }
              tone={up ? 'plain' : 'back'}
              className="aspect-[5/4] w-full gap-1 p-2 sm:aspect-square"
            >
              {up ? (
                <span className={cn('flex flex-col items-center gap-1', turnIn)}>
                  <Picture picture={card.picture} alt="" className="w-14 sm:w-24" />
                  <span aria-hidden="true" className="flex items-center gap-1 leading-tight">
                    {card.matched ? (
                      <Check
                        aria-hidden="true"
                        className="text-accent size-6 shrink-0"
                        strokeWidth={3}
                      />
                    ) : null}
                    {card.picture.label}
                  </span>
                </span>
              ) : (
                <span aria-hidden="true" className="text-4xl">
                  ✦
                </span>
              )}
            </GameButton>
          </li>
        );
      })}
    </ul>
  );
}

function RecallBoard({ state, act }: { state: RecallState; act: Act }) {
  if (state.phase === 'learn') {
    return (
      <div className="grid gap-6">
        <ul className="flex flex-wrap justify-center gap-4" aria-label="Words to remember">
          {state.targets.map((picture) => (
            <li
              key={picture.id}
              className="border-border grid min-w-36 justify-items-center gap-2 rounded-2xl border-2 p-4 text-3xl font-bold"
            >
              <Picture picture={picture} />
              {picture.label}
            </li>
          ))}
        </ul>
        <GameButton
          onClick={() => act({ type: 'ready' })}
          tone="main"
          className="mx-auto px-8 text-2xl"
        >
          I have seen them
        </GameButton>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4" aria-label="Words">
      {state.choices.map((choice) => (
        <li key={choice.picture.id} className="grid">
          <GameButton
            unavailable={choice.found}
            highlighted={choice.found && choice.picture.label === state.shown}
            onClick={() => act({ type: 'pick', id: choice.picture.id })}
            className="text-2xl"
          >
            <Picture picture={choice.picture} alt="" className="w-16 sm:w-20" />
            {choice.picture.label}
            {choice.found ? (
              <Badge>
                <Check aria-hidden="true" className="size-4" /> Found
              </Badge>
            ) : null}
          </GameButton>
        </li>
      ))}
    </ul>
  );
}

function SequenceBoard({ state, act }: { state: SequenceState; act: Act }) {
  const placed = state.order.slice(0, state.placed);
  return (
    <div className="grid gap-6">
      {placed.length > 0 ? (
        <section aria-labelledby="steps-so-far" className="grid gap-3">
          <h2 id="steps-so-far" className="text-xl font-bold">
            The steps in order
          </h2>
          <ol className="grid gap-2">
            {placed.map((step, index) => (
              <li
                key={step.id}
                className={cn(
                  'border-border flex items-center gap-4 rounded-2xl border-2 p-3 text-xl',
                  step.caption === state.shown &&
                    index === placed.length - 1 &&
                    'border-accent ring-accent bg-muted ring-8',
                )}
              >
                <span className="bg-accent text-accent-fg grid size-10 shrink-0 place-items-center rounded-full font-bold">
                  {index + 1}
                </span>
                <Picture picture={step.picture} alt="" className="w-14 sm:w-16" />
                <span className="font-semibold">{step.caption}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {state.cards.length > 0 ? (
        <ul
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4"
          aria-label="Pictures to put in order"
        >
          {state.cards.map((card) => (
            <li key={card.id} className="grid">
              <GameButton onClick={() => act({ type: 'choose', id: card.id })} className="text-xl">
                <Picture picture={card.picture} alt="" className="w-16 sm:w-24" />
                {card.caption}
              </GameButton>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function NamingBoard({ state, act, last }: { state: NamingState; act: Act; last: boolean }) {
  const round = currentRound(state);
  if (!round) return null;
  return (
    <div className="grid justify-items-center gap-6">
      <Picture
        key={round.picture.id}
        picture={round.picture}
        alt={`Picture ${state.round + 1} of ${state.rounds.length}`}
        className={cn('w-40 sm:w-56', turnIn)}
      />
      <ul
        className="grid w-full max-w-2xl grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4"
        aria-label="Names"
      >
        {round.choices.map((choice) => {
          const right = choice.id === round.picture.id;
          return (
            <li key={choice.id} className="grid">
              <GameButton
                unavailable={state.answer !== null}
                highlighted={state.answer !== null && right}
                onClick={() => act({ type: 'choose', id: choice.id })}
                className="text-3xl"
              >
                {choice.label}
                {choice.detail ? (
                  <span className="text-fg-muted text-xl font-normal">
                    <span className="sr-only">, </span>
                    {choice.detail}
                  </span>
                ) : null}
                {state.answer !== null && right ? (
                  <Badge>
                    <Check aria-hidden="true" className="size-4" />{' '}
                    {state.answer === 'found' ? 'Yes' : 'This one'}
                  </Badge>
                ) : null}
              </GameButton>
            </li>
          );
        })}
      </ul>
      {state.answer !== null ? (
        <GameButton onClick={() => act({ type: 'next' })} tone="main" className="px-8 text-2xl">
          {last ? 'All done' : 'Next picture'}
        </GameButton>
      ) : null}
    </div>
  );
}

export function Board({ state, act }: { state: GameState; act: Act }) {
  switch (state.game) {
    case 'photo-matching':
      return <MatchingBoard state={state} act={act} />;
    case 'word-recall':
      return <RecallBoard state={state} act={act} />;
    case 'sequence-memory':
      return <SequenceBoard state={state} act={act} />;
    case 'picture-naming':
      return <NamingBoard state={state} act={act} last={state.round + 1 >= state.rounds.length} />;
  }
}
