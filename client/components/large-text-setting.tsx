import { useEffect, useId, useState } from 'react';

/** Where the "Large text" choice is kept, per browser (ACCESSIBILITY.md: offer a large-text setting). */
export const LARGE_TEXT_KEY = 'kinwell.largeText';
const LARGE_TEXT_CLASS = 'large-text';

export function readLargeText(): boolean {
  try {
    return window.localStorage.getItem(LARGE_TEXT_KEY) === 'true';
  } catch {
    // Storage can be blocked (private mode, strict settings); fall back to normal text.
    return false;
  }
}

export function applyLargeText(isOn: boolean): void {
  document.documentElement.classList.toggle(LARGE_TEXT_CLASS, isOn);
}

/** Applies the saved choice; call once at start-up so every page honours it. */
export function applyStoredLargeText(): void {
  applyLargeText(readLargeText());
}

/** A checkbox that makes all text larger at once and remembers the choice on this device. */
export function LargeTextSetting() {
  const id = useId();
  const [isOn, setIsOn] = useState(readLargeText);

  useEffect(() => {
    applyLargeText(isOn);
  }, [isOn]);

  const handleChange = (next: boolean) => {
    setIsOn(next);
    applyLargeText(next);
    try {
      window.localStorage.setItem(LARGE_TEXT_KEY, String(next));
    } catch {
      // The change still applies to this visit when it cannot be saved.
    }
  };

  return (
    <div className="grid gap-1">
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-lg font-semibold"
      >
        <input
          id={id}
          type="checkbox"
          checked={isOn}
          onChange={(event) => handleChange(event.target.checked)}
          aria-describedby={`${id}-hint`}
          className="accent-accent h-7 w-7 shrink-0 cursor-pointer"
        />
        Large text
      </label>
      <p id={`${id}-hint`} className="text-fg-muted">
        Makes all text in Kinwell bigger on this device. It changes right away.
      </p>
    </div>
  );
}
