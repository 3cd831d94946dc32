import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import type { Photo } from '../../../shared/memory-photos';
import { buttonClass } from '../../components/ui/button';
import { leaveCode, codeMatches, ideasFor, spacedCode } from './person-view.logic';
import { triggerListQuery } from './triggers.queries';

/**
 * The companion's panel in the person's view (decision 057), behind a small "For family" button:
 * conversation ideas for what is on screen (with what helps and what to avoid, kept out of the
 * person's sight), filling the screen, and the way out. Leaving asks for three digits shown in
 * the panel, so a tap or two never drops the person into the app; the digits change each time.
 */
export function FamilyPanel({
  circleId,
  name,
  viewName,
  photo,
  open,
  onOpenChange,
  onLeave,
}: {
  circleId: string;
  name: string | null;
  viewName: string;
  photo: Photo | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLeave: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="bg-bg text-fg border-border fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-xl border-2 p-6 shadow-xl">
          <PanelBody
            circleId={circleId}
            name={name}
            viewName={viewName}
            photo={photo}
            onOpenChange={onOpenChange}
            onLeave={onLeave}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The panel's contents. Radix unmounts them while the panel is closed, so each opening starts
 * with new digits and nothing typed left over.
 */
function PanelBody({
  circleId,
  name,
  viewName,
  photo,
  onOpenChange,
  onLeave,
}: {
  circleId: string;
  name: string | null;
  viewName: string;
  photo: Photo | null;
  onOpenChange: (open: boolean) => void;
  onLeave: () => void;
}) {
  const triggers = useQuery(triggerListQuery(circleId, { limit: 200 }));
  const ideas = ideasFor(triggers.data?.triggers ?? [], photo);
  const [code] = useState(() => leaveCode());
  const [typed, setTyped] = useState('');
  const [wrong, setWrong] = useState(false);
  const [canFill, setCanFill] = useState(
    () => document.fullscreenEnabled && !document.fullscreenElement,
  );
  const codeId = useId();
  const hintId = useId();
  const errorId = useId();
  const person = name ?? 'the person';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (codeMatches(typed, code)) {
      onOpenChange(false);
      onLeave();
    } else setWrong(true);
  };
  const fill = () => {
    void document.documentElement
      .requestFullscreen()
      .then(() => onOpenChange(false))
      .catch(() => setCanFill(false));
  };

  return (
    <>
      <Dialog.Title className="text-2xl font-bold">
        For whoever is sitting with {person}
      </Dialog.Title>
      <Dialog.Description className="text-lg">
        This panel is for the family. {viewName} stays open behind it.
      </Dialog.Description>
      <Dialog.Close className={buttonClass('primary', 'min-h-16 text-xl')}>
        Back to {viewName}
      </Dialog.Close>

      <section aria-labelledby="view-ideas" className="grid gap-3">
        <h2 id="view-ideas" className="text-xl font-bold">
          Conversation ideas
        </h2>
        {triggers.isPending ? <p>Finding the family’s ideas…</p> : null}
        {triggers.isError ? <p>The family’s ideas could not be loaded just now.</p> : null}
        {triggers.isSuccess && ideas.length === 0 ? (
          <p>
            No conversation ideas yet. Anyone in the family can write some under Memory triggers.
          </p>
        ) : null}
        {ideas.length > 0 ? (
          <ul className="grid gap-3">
            {ideas.map((idea) => (
              <li key={idea.id} className="border-border grid gap-1 rounded-lg border-2 p-3">
                <p className="text-lg font-semibold break-words">{idea.starter}</p>
                {idea.helps ? (
                  <p className="break-words">
                    <strong>What helps:</strong> {idea.helps}
                  </p>
                ) : null}
                {idea.avoid ? (
                  <p className="break-words">
                    <strong>Avoid:</strong> {idea.avoid}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      {canFill ? (
        <section aria-labelledby="view-fill" className="grid gap-2">
          <h2 id="view-fill" className="text-xl font-bold">
            Fill the screen
          </h2>
          <p>Hides the browser’s own buttons too. The Esc key brings them back.</p>
          <button type="button" onClick={fill} className={buttonClass('secondary')}>
            Fill the screen
          </button>
        </section>
      ) : null}

      <section aria-labelledby="view-leave" className="grid gap-3">
        <h2 id="view-leave" className="text-xl font-bold">
          Leave {viewName}
        </h2>
        <form onSubmit={submit} noValidate className="grid gap-3">
          <p id={hintId} className="text-lg">
            To leave, type the number <strong className="text-2xl">{spacedCode(code)}</strong> and
            press Leave.
          </p>
          <label htmlFor={codeId} className="text-lg font-semibold">
            Number to leave
          </label>
          <input
            id={codeId}
            inputMode="numeric"
            autoComplete="off"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setWrong(false);
            }}
            aria-describedby={wrong ? `${hintId} ${errorId}` : hintId}
            aria-invalid={wrong || undefined}
            className="border-border bg-bg min-h-12 w-40 rounded-lg border-2 px-3 text-xl"
          />
          {wrong ? (
            <p id={errorId} role="alert" className="text-danger font-semibold">
              That is not the number shown. Type {spacedCode(code)} to leave.
            </p>
          ) : null}
          <button type="submit" className={buttonClass('secondary', 'justify-self-start')}>
            Leave
          </button>
        </form>
      </section>
    </>
  );
}
