import { useCallback, useEffect, useState } from 'react';

export interface SpeechChoice {
  /** A browser voice's name; null: the browser's default voice. */
  voice: string | null;
  rate: number;
}

export const DEFAULT_SPEECH: SpeechChoice = { voice: null, rate: 1 };

const synth = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' &&
  'speechSynthesis' in window &&
  'SpeechSynthesisUtterance' in window
    ? window.speechSynthesis
    : null;

/**
 * Reads text aloud with the family's voice and speed. `supported` is false where the browser has
 * no speech synthesis: the "Read aloud" buttons are then left out, not shown broken.
 */
export function useSpeech(choice: SpeechChoice) {
  const [supported] = useState(() => synth() !== null);

  // Speech never outlives the screen that started it.
  useEffect(() => () => synth()?.cancel(), []);

  // Browsers list their voices a moment after the page loads; the family's voice may come later.
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => synth()?.getVoices() ?? []);
  useEffect(() => {
    const speech = synth();
    if (!speech) return;
    const update = () => setVoices(speech.getVoices());
    speech.addEventListener('voiceschanged', update);
    return () => speech.removeEventListener('voiceschanged', update);
  }, []);

  const speak = useCallback(
    (text: string) => {
      const speech = synth();
      if (!speech || !text.trim()) return;
      speech.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.rate = choice.rate;
      const voice = choice.voice
        ? (voices.length > 0 ? voices : speech.getVoices()).find(
            (candidate) => candidate.name === choice.voice,
          )
        : undefined;
      if (voice) {
        utterance.voice = voice;
        utterance.lang = voice.lang;
      }
      speech.speak(utterance);
    },
    [choice.rate, choice.voice, voices],
  );

  return { supported, speak };
}
