import { useId } from 'react';
import type { DisplayPreferences } from '../../../shared/account';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useAccount, useSavePreferences } from './account.queries';
import { type Preferences, readStoredPreferences } from './display-preferences';

const OPTIONS: { key: keyof Preferences; label: string; hint: string }[] = [
  { key: 'largeText', label: 'Large text', hint: 'Makes all text in Kinwell bigger.' },
  {
    key: 'highContrast',
    label: 'High contrast',
    hint: 'Darker text, stronger borders and underlined links.',
  },
  {
    key: 'reducedMotion',
    label: 'Reduce motion',
    hint: 'Turns off animations and sliding panels.',
  },
];

function Checkbox({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-lg font-semibold"
      >
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={`${id}-hint`}
          className="accent-accent h-7 w-7 shrink-0 cursor-pointer"
        />
        {label}
      </label>
      <p id={`${id}-hint`} className="text-fg-muted">
        {hint}
      </p>
    </div>
  );
}

/** Large text, high contrast and reduced motion: applied at once, saved with the account. */
export function DisplaySettings({ userId }: { userId: string }) {
  const account = useAccount();
  const save = useSavePreferences(userId);
  const current: Preferences = {
    ...readStoredPreferences(),
    ...(account?.preferences as DisplayPreferences | undefined),
    ...(save.variables ?? {}),
  };
  const handleChange = (key: keyof Preferences, value: boolean) =>
    void save.mutateAsync({ ...current, [key]: value }).catch((error: unknown) =>
      toast({
        variant: 'destructive',
        title: 'Saved on this device only',
        description: describeError(error) ?? 'We could not save it to your account.',
      }),
    );
  return (
    <div className="grid gap-4">
      {OPTIONS.map((option) => (
        <Checkbox
          key={option.key}
          label={option.label}
          hint={option.hint}
          checked={current[option.key]}
          onChange={(value) => handleChange(option.key, value)}
        />
      ))}
      <p className="text-fg-muted">Changes apply right away, on every device you sign in to.</p>
    </div>
  );
}
