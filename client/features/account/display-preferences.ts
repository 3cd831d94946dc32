import type { DisplayPreferences } from '../../../shared/account';

/**
 * Display preferences apply as classes on <html> (see styles.css). They are saved with the
 * account and mirrored on this device, so they apply from the first paint, before sign-in.
 */
export const DISPLAY_PREFERENCES_KEY = 'kinwell.display';

export type Preferences = Required<DisplayPreferences>;
export const DEFAULT_PREFERENCES: Preferences = {
  largeText: false,
  highContrast: false,
  reducedMotion: false,
};

const CLASSES: Record<keyof Preferences, string> = {
  largeText: 'large-text',
  highContrast: 'high-contrast',
  reducedMotion: 'reduce-motion',
};

export function applyPreferences(preferences: Preferences): void {
  for (const [key, className] of Object.entries(CLASSES)) {
    document.documentElement.classList.toggle(className, preferences[key as keyof Preferences]);
  }
}

export function readStoredPreferences(): Preferences {
  try {
    const raw = window.localStorage.getItem(DISPLAY_PREFERENCES_KEY);
    return { ...DEFAULT_PREFERENCES, ...(raw ? (JSON.parse(raw) as DisplayPreferences) : {}) };
  } catch {
    // Storage can be blocked (private mode, strict settings): the defaults apply.
    return DEFAULT_PREFERENCES;
  }
}

export function storePreferences(preferences: Preferences): void {
  applyPreferences(preferences);
  try {
    window.localStorage.setItem(DISPLAY_PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // The change still applies to this visit when it cannot be saved here.
  }
}

/** Call once at start-up so every page, signed in or not, honours the saved choice. */
export const applyStoredPreferences = () => applyPreferences(readStoredPreferences());
