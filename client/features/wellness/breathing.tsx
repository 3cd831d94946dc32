import { useState } from 'react';
import { Button } from '../../components/ui/button';

const STEPS = [
  { word: 'Breathe in', hint: 'Slowly, through your nose. Let your belly rise.' },
  { word: 'Hold', hint: 'Just for a moment, if that feels comfortable.' },
  { word: 'Breathe out', hint: 'Slowly, through your mouth, a little longer than the breath in.' },
] as const;

/**
 * A breathing exercise the person paces: nothing counts down, the next step comes when they tap.
 * The circle grows and shrinks gently, or simply changes size when motion is reduced (styles.css).
 */
export function BreathingExercise() {
  const [step, setStep] = useState<number | null>(null);
  const [rounds, setRounds] = useState(0);
  const current = step === null ? null : STEPS[step];
  const handleNext = () => {
    if (step === null) return setStep(0);
    if (step === STEPS.length - 1) setRounds((before) => before + 1);
    setStep((step + 1) % STEPS.length);
  };
  const isLarge = step === 0 || step === 1;
  return (
    <div className="grid justify-items-center gap-4 text-center">
      <div
        aria-hidden="true"
        className={`bg-accent/20 border-accent rounded-full border-4 transition-all duration-[3000ms] ease-in-out ${
          isLarge ? 'h-40 w-40' : 'h-24 w-24'
        }`}
      />
      <p aria-live="polite" className="grid gap-1">
        {current ? (
          <>
            <strong className="text-2xl">{current.word}</strong>
            <span>{current.hint}</span>
          </>
        ) : (
          <span>
            Take your time. Tap the button to begin, then whenever you are ready for the next step.
          </span>
        )}
      </p>
      {rounds > 0 ? <p className="text-fg-muted">{rounds} slow breaths. Well done.</p> : null}
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={handleNext}>{step === null ? 'Begin' : 'Next'}</Button>
        {step !== null ? (
          <Button
            variant="secondary"
            onClick={() => {
              setStep(null);
              setRounds(0);
            }}
          >
            Stop
          </Button>
        ) : null}
      </div>
    </div>
  );
}
